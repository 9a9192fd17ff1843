"""Every periodic job of the hub, in one list (embedded scheduler and `rq cron app.cron`)."""

from app.platform.jobs import Periodic

PERIODIC: list[Periodic] = [
    Periodic("quota-prune", "app.platform.quota:prune_old_periods", interval=24 * 3600),
    Periodic("catalogue-refresh", "app.catalogue.service:refresh", interval=3600),
    Periodic("compare-alerts", "app.compare.alerts:check_watchers", interval=900),
    Periodic("mail-send", "app.platform.mail:send_pending", interval=60),
]
