"""gunicorn settings of the hub, loaded by default when gunicorn starts from the repository root.

Command-line flags (-w, --threads, -b ...) still win over what is set here.
"""

import os

# Two limits on a request's URL, one inside the other:
# - the app's: a path plus query string past SVC_MAX_URL_LENGTH bytes (4096 by default; app/platform/requests.py)
#   is answered 414 uri_too_long in the hub's error envelope, JSON on the API;
# - gunicorn's: a request line ("GET <path?query> HTTP/1.1") past limit_request_line bytes never reaches the app,
#   and gunicorn answers its own bare HTML 414. Its default, 4094, sits below the app's limit; it is raised here to
#   8190, the largest bounded value gunicorn takes (0 would lift the limit altogether), so that every URL the app
#   refuses up to about 8170 bytes is refused by the app, in its envelope. Only longer lines get gunicorn's page.
# The developer hub documents both (Choices, "Request lines"). on_starting below warns when SVC_MAX_URL_LENGTH is
# set so high that gunicorn would refuse lines the app accepts.
limit_request_line = 8190
REQUEST_LINE_OVERHEAD = len("OPTIONS ") + len(" HTTP/1.1")  # the longest method and the version around the URL

# Backstop against slow native memory growth (WeasyPrint, Pango, Fontconfig): a worker is replaced after
# GUNICORN_MAX_REQUESTS requests, plus a random jitter of up to a tenth of that so the workers do not all
# restart at once. 0, the default, never replaces workers: the per-thread font configuration of
# app/platform/pdf.py keeps RSS flat, so this is a safety net, not the fix.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0") or 0)
max_requests_jitter = max_requests // 10


def app_url_limit() -> int:
    """The app's SVC_MAX_URL_LENGTH, as the app reads it (the environment, else the setting's default)."""
    from app.config import SETTINGS

    return next(s for s in SETTINGS if s.name == "SVC_MAX_URL_LENGTH").read(os.environ)


def on_starting(server):
    """Warn when gunicorn would refuse, with its own page, request lines the app's URL limit accepts."""
    longest = app_url_limit() + REQUEST_LINE_OVERHEAD
    if longest > limit_request_line:
        server.log.warning("SVC_MAX_URL_LENGTH=%d lets request lines reach %d bytes, past gunicorn's "
                           "limit_request_line=%d: longer lines get gunicorn's own 414, not the hub's envelope",
                           app_url_limit(), longest, limit_request_line)


def post_worker_init(worker):
    """Render one small PDF in each new worker, so its first report does not pay for imports and fonts; and build
    the assistant's index, so its first question does not wait for it."""
    app = worker.wsgi
    if not hasattr(app, "app_context") or not app.config["SVC_WARM_UP"]:
        return
    try:
        from app.platform.pdf import warm_up

        with app.app_context():
            warm_up()
    except Exception:  # a failed warm-up must never stop a worker from serving
        worker.log.exception("PDF warm-up failed; the first report will render cold")
    try:
        from app.copilot.knowledge import warm_up as build_index

        with app.app_context():
            build_index()
    except Exception:  # the index is then built at the first question
        worker.log.exception("assistant index warm-up failed; it will be built at the first question")
