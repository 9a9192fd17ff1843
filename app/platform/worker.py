"""The production worker: `rq worker -w app.platform.worker.Worker --with-scheduler svc svc-webhooks`.

RQ's forking worker, with the hub built once in the worker process before its first fork: every job's work
horse inherits it, instead of building the app again for each job (a third of a second or more, longer
than most jobs). The horse drops the database connections it inherited and opens its own, since a pooled
connection must never be shared across a fork. Jobs still run one per horse, with RQ's time limits.
"""

from __future__ import annotations

from rq.worker import Worker as ForkingWorker

from app.platform import jobs


class Worker(ForkingWorker):
    def work(self, *args, **kwargs):
        jobs.worker_app()  # built here, before any fork
        return super().work(*args, **kwargs)

    def main_work_horse(self, job, queue):
        from app.extensions import db

        with jobs.worker_app().app_context():
            db.engine.dispose(close=False)  # the parent's pooled connections stay the parent's
        return super().main_work_horse(job, queue)
