"""Background jobs: RQ on Redis in production, inline in the embedded mode.

- enqueue(fn, *args): jobs take ids, never objects; inside a unit of work they leave after the commit.
- Periodic jobs are the one list in app/schedule.py: a scheduler thread runs them in the embedded
  mode; `rq cron app.cron` registers the same list with RQ in production.
- run_job(path, args, kwargs) runs any job in an app context, as its own unit of work; it is what
  `rq worker --with-scheduler` executes, so plain RQ workers need no special worker class.
"""

from __future__ import annotations

import importlib
import logging
import threading
import time
from dataclasses import dataclass

from flask import Flask, current_app, g, has_app_context

log = logging.getLogger("svc.jobs")
_worker_app: Flask | None = None


@dataclass(frozen=True)
class Periodic:
    name: str
    path: str
    interval: int
    timeout: int = 600


def job_path(fn) -> str:
    return f"{fn.__module__}:{fn.__qualname__}"


def _import(path: str):
    module, _, name = path.partition(":")
    target = importlib.import_module(module)
    for part in name.split("."):
        target = getattr(target, part)
    return target


def _app() -> Flask:
    global _worker_app
    if has_app_context():
        return current_app._get_current_object()
    if _worker_app is None:
        from app import create_app

        _worker_app = create_app()
    return _worker_app


def run_job(path: str, args: list | tuple = (), kwargs: dict | None = None):
    """Run one job in an app context and its own transaction."""
    from app.platform.db import unit_of_work

    app = _app()
    with app.app_context(), unit_of_work():
        return _import(path)(*args, **(kwargs or {}))


def queue():
    """The RQ queue of the production mode."""
    from redis import Redis
    from rq import Queue

    cfg = current_app.config
    return Queue(cfg["SVC_RQ_QUEUE"], connection=Redis.from_url(cfg["REDIS_URL"]))


def _send(path: str, args: tuple, kwargs: dict, timeout: int) -> None:
    if current_app.config["SVC_JOBS_INLINE"]:
        try:
            run_job(path, args, kwargs)
        except Exception:
            log.exception("inline job %s failed", path)
        return
    queue().enqueue(run_job, path, list(args), kwargs, job_timeout=timeout,
                    description=path)


def enqueue(fn, *args, timeout: int = 300, **kwargs) -> None:
    """Queue fn(*args, **kwargs); inside a request or unit of work it leaves after the commit."""
    item = (job_path(fn), args, kwargs, timeout)
    pending = g.get("svc_pending_jobs") if has_app_context() else None
    if pending is not None:
        pending.append(item)
    else:
        _send(*item)


def dispatch_pending(items) -> None:
    for item in items or ():
        _send(*item)


class Scheduler(threading.Thread):
    """The embedded mode's clock: runs each periodic job every `interval` seconds."""

    def __init__(self, app: Flask, jobs: list[Periodic], tick: float = 1.0):
        super().__init__(name="svc-scheduler", daemon=True)
        self.app, self.jobs, self.tick = app, jobs, tick
        self.stopped = threading.Event()
        self.next_run = {job.name: time.monotonic() + 5 for job in jobs}

    def run_due(self, now: float) -> list[str]:
        ran = []
        for job in self.jobs:
            if now >= self.next_run[job.name]:
                self.next_run[job.name] = now + job.interval
                try:
                    with self.app.app_context():
                        run_job(job.path)
                    ran.append(job.name)
                except Exception:
                    log.exception("periodic job %s failed", job.name)
        return ran

    def run(self):
        while not self.stopped.wait(self.tick):
            self.run_due(time.monotonic())


def start_scheduler(app: Flask) -> Scheduler:
    from app.schedule import PERIODIC

    scheduler = Scheduler(app, PERIODIC)
    scheduler.start()
    log.info("embedded scheduler started with %d periodic jobs", len(PERIODIC))
    return scheduler
