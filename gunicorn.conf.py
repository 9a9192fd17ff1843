"""gunicorn settings of the hub, loaded by default when gunicorn starts from the repository root.

Command-line flags (-w, --threads, -b ...) still win over what is set here.
"""

import os

# The hub answers 414 itself for request lines it finds too long; gunicorn's own limit (default 4094,
# answered with a bare 400) is raised to its maximum so long screener and compare URLs reach the app.
limit_request_line = 8190

# Backstop against slow native memory growth (WeasyPrint, Pango, Fontconfig): a worker is replaced after
# GUNICORN_MAX_REQUESTS requests, plus a random jitter of up to a tenth of that so the workers do not all
# restart at once. 0, the default, never replaces workers: the per-thread font configuration of
# app/platform/pdf.py keeps RSS flat, so this is a safety net, not the fix.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0") or 0)
max_requests_jitter = max_requests // 10


def post_worker_init(worker):
    """Render one small PDF in each new worker, so its first report does not pay for imports and fonts; and build
    the assistant's index, so its first question does not wait for it."""
    app = worker.wsgi
    if not hasattr(app, "app_context"):
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
