"""Background jobs: RQ on Redis in production, inline in the embedded mode.

- `@job(queue=..., timeout=...)` declares a job where it is defined (in `<domain>/jobs.py`); the
  declaration is the one registry of jobs. Jobs take ids, never objects.
- enqueue(fn, *args): inside a unit of work the job leaves after the commit. nudge(fn) for a job that reads
  its work from the database: one Redis command after the commit, and one run queued while none waits.
- Periodic jobs are declared by the domains (`Domain.periodic`): the embedded scheduler runs them
  whenever the hub runs without Redis (under `flask serve` and under gunicorn alike: it starts with
  the first request, and a file lock under instance/ lets one process of the machine run it);
  `rq cron app.cron` registers the same list with RQ in production.
- run_job(path, args, kwargs) runs any job in an app context, as its own unit of work; it is what RQ
  executes. `rq worker -w app.platform.worker.Worker` builds the app once per worker, not once per job.
"""

from __future__ import annotations

import fcntl
import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from flask import Flask, current_app, g, has_app_context

log = logging.getLogger("svc.jobs")
_worker_app: Flask | None = None


@dataclass(frozen=True)
class JobSpec:
    path: str
    queue: str
    timeout: int


JOBS: dict[str, JobSpec] = {}


def job_path(fn) -> str:
    return f"{fn.__module__}:{fn.__qualname__}"


def job(fn=None, *, queue: str = "default", timeout: int = 300):
    """Declare a background job: its queue and time limit live where it is defined."""

    def declare(func):
        spec = JobSpec(job_path(func), queue, timeout)
        JOBS[spec.path] = spec
        func.job_spec = spec
        return func

    return declare(fn) if fn is not None else declare


def registered_job(path: str) -> JobSpec:
    """The declaration of a job by its path; unknown paths are a programming error."""
    from app.platform.domain import resolve

    if path not in JOBS:
        resolve(path)  # importing the module declares its jobs
    if path not in JOBS:
        raise ValueError(f"{path} is not a declared @job")
    return JOBS[path]


def worker_app() -> Flask:
    """The hub a worker process runs jobs in: built once per process (app.platform.worker builds it before
    forking, so every job's work horse inherits it)."""
    global _worker_app
    if _worker_app is None:
        from app import create_app

        _worker_app = create_app()
    return _worker_app


def _app() -> Flask:
    return current_app._get_current_object() if has_app_context() else worker_app()


def run_job(path: str, args: list | tuple = (), kwargs: dict | None = None):
    """Run one job in an app context and its own transaction."""
    from app.platform.db import unit_of_work
    from app.platform.domain import resolve

    registered_job(path)
    app = _app()
    with app.app_context(), unit_of_work():
        return resolve(path)(*args, **(kwargs or {}))


def queue_name(queue: str, base: str | None = None) -> str:
    """The RQ queue of a job's declared queue: SVC_RQ_QUEUE for default, SVC_RQ_QUEUE-name otherwise."""
    base = base or current_app.config["SVC_RQ_QUEUE"]
    return base if queue == "default" else f"{base}-{queue}"


def queue(name: str = "default"):
    """An RQ queue of the production mode (Redis with the hub's timeouts)."""
    from rq import Queue

    from app.platform.redis import client

    return Queue(queue_name(name), connection=client(decode=False))


def _send(spec: JobSpec, args: tuple, kwargs: dict, nudged: bool = False) -> None:
    if current_app.config["SVC_JOBS_INLINE"]:
        try:
            run_job(spec.path, args, kwargs)
        except Exception:
            log.exception("inline job %s failed", spec.path)
        return
    if nudged and not _raise_flag(spec):
        return  # a run is already on its way, and it reads its work after this commit
    try:
        queue(spec.queue).enqueue(run_job, spec.path, list(args), kwargs, job_timeout=spec.timeout,
                                  description=spec.path)
    except Exception:  # the change is committed; periodic jobs find the work again from the database
        log.exception("job %s could not be queued", spec.path)
        if nudged:
            clear_nudge(spec)


NUDGE_TTL = 10  # seconds a "run on its way" flag lives when its run never comes (a lost job, a worker down)


def _flag_key(spec: JobSpec) -> str:
    return f"{current_app.config['SVC_RQ_QUEUE']}:nudge:{spec.path}"


def _raise_flag(spec: JobSpec) -> bool:
    """SET NX of the job's flag: True when this caller raised it (and so queues the run), False when a run is
    already on its way. When Redis does not answer, True: the enqueue that follows fails or queues one more."""
    from app.platform.redis import client

    try:
        return bool(client().set(_flag_key(spec), "1", nx=True, ex=NUDGE_TTL))
    except Exception:  # redis-py raises its own errors and OSError subclasses
        return True


def clear_nudge(fn_or_spec) -> None:
    """Called by a nudged job before it reads its work: the next commit queues another run, so nothing committed
    after this read waits for the periodic job (in the embedded mode there is no flag)."""
    spec = getattr(fn_or_spec, "job_spec", fn_or_spec)
    if not has_app_context() or current_app.config["SVC_JOBS_INLINE"]:
        return
    from app.platform.redis import client

    try:
        client().delete(_flag_key(spec))
    except Exception:  # the flag lives NUDGE_TTL seconds at most; the periodic job sweeps meanwhile
        log.warning("the nudge flag of %s could not be cleared", spec.path)


def enqueue(fn, *args, **kwargs) -> None:
    """Queue a declared job; inside a request or unit of work it leaves after the commit."""
    spec = getattr(fn, "job_spec", None)
    if spec is None:
        raise TypeError(f"{job_path(fn)} is not declared with @job")
    item = (spec, args, kwargs)
    pending = g.get("svc_pending_jobs") if has_app_context() else None
    if pending is not None:
        pending.append(item)
    else:
        _send(*item)


def nudge(fn) -> None:
    """enqueue(fn), once per unit of work, for a job that reads its work from the database (the outbox's
    readers): with RQ, at most one run waits at a time. After the commit one Redis command (SET NX of a flag
    with a short life) says whether a run is already on its way; only the caller that raised the flag queues
    one. The job calls clear_nudge() before it reads, so a commit after that read queues the next run."""
    spec = getattr(fn, "job_spec", None)
    if spec is None:
        raise TypeError(f"{job_path(fn)} is not declared with @job")
    pending = g.get("svc_pending_jobs") if has_app_context() else None
    if pending is None:
        _send(spec, (), {}, True)
    elif not any(item[0] is spec and not item[1] and not item[2] for item in pending):
        pending.append((spec, (), {}, True))


def dispatch_pending(items) -> None:
    for item in items or ():
        _send(*item)


class Scheduler(threading.Thread):
    """The embedded mode's clock: runs each periodic job every `interval` seconds."""

    def __init__(self, app: Flask, jobs: list, tick: float = 1.0, lock_path: Path | None = None):
        super().__init__(name="svc-scheduler", daemon=True)
        self.app, self.jobs, self.tick, self.lock_path = app, jobs, tick, lock_path
        self.stopped = threading.Event()
        self.next_run = {job.name: time.monotonic() + 5 for job in jobs}
        self._lock_file = None

    def holds_lock(self) -> bool:
        """One scheduler per machine: the process holding the lock runs the jobs; the others wait for it."""
        if self.lock_path is None or self._lock_file is not None:
            return True
        handle = open(self.lock_path, "a")  # noqa: SIM115 (kept open: the lock lives as long as the process)
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._lock_file = handle
        return True

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
            if self.holds_lock():
                self.run_due(time.monotonic())


def start_scheduler(app: Flask) -> Scheduler:
    from app.platform.domain import registry

    jobs = registry(app).periodic
    scheduler = Scheduler(app, jobs, lock_path=Path(app.instance_path) / "scheduler.lock")
    scheduler.start()
    log.info("embedded scheduler started with %d periodic jobs", len(jobs))
    return scheduler


def init_app(app: Flask) -> None:
    """Start the embedded scheduler with the first request when jobs run inline (SVC_SCHEDULER)."""
    if not app.config.get("SVC_SCHEDULER"):
        return
    started = threading.Lock()

    def _start_once():
        if app.extensions.get("svc_scheduler") is None and started.acquire(blocking=False):
            app.extensions["svc_scheduler"] = start_scheduler(app)

    app.before_request(_start_once)
