"""RQ cron configuration: `rq cron app.cron` registers the periodic jobs of app/schedule.py."""

import os

from rq import cron

from app.platform.jobs import run_job
from app.schedule import PERIODIC

for _job in PERIODIC:
    cron.register(run_job, queue_name=os.environ.get("SVC_RQ_QUEUE", "svc"), args=(_job.path, [], {}),
                  interval=_job.interval, job_timeout=_job.timeout, name=_job.name)
