"""RQ cron configuration: `rq cron app.cron` registers the periodic jobs every installed domain declares."""

import os

from rq import cron

from app.domains import periodic
from app.platform.jobs import queue_name, registered_job, run_job

for _job in periodic():
    _queue = queue_name(registered_job(_job.path).queue, os.environ.get("SVC_RQ_QUEUE", "svc"))
    cron.register(run_job, queue_name=_queue, args=(_job.path, [], {}), interval=_job.interval,
                  job_timeout=_job.timeout, name=_job.name)
