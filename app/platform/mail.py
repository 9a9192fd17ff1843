"""Outgoing e-mail: an outbox table written in the caller's transaction, sent by one job per mail.

With SMTP_HOST configured the job sends through it (STARTTLS when SMTP_STARTTLS=1); without it, mails
wait in the outbox, visible to operators, and nothing pretends to have been sent.
"""

from __future__ import annotations

import logging
import smtplib
import ssl
from datetime import datetime
from email.message import EmailMessage

from flask import current_app
from sqlalchemy import DateTime, Integer, String, Text, select
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.platform.clock import utcnow
from app.platform.ids import new_id
from app.platform.jobs import enqueue, job

log = logging.getLogger("svc.mail")


class OutboxMail(db.Model):
    __tablename__ = "mail_outbox"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    to_address: Mapped[str] = mapped_column(String(320), nullable=False)
    subject: Mapped[str] = mapped_column(String(200), nullable=False)
    body: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    error: Mapped[str | None] = mapped_column(Text)


def queue_mail(to_address: str, subject: str, body: str) -> OutboxMail:
    """Put a mail in the outbox (flushed with the caller's transaction)."""
    mail = OutboxMail(id=new_id("mail"), to_address=to_address, subject=subject, body=body, created_at=utcnow())
    db.session.add(mail)
    db.session.flush()
    return mail


MAX_ATTEMPTS = 5


@job
def send_pending(limit: int = 50) -> int:
    """Periodic job: queue one send job per waiting mail (oldest first, 5 tries each) when SMTP is configured."""
    if not current_app.config.get("SMTP_HOST"):
        return 0
    pending = select(OutboxMail.id).where(OutboxMail.sent_at.is_(None), OutboxMail.attempts < MAX_ATTEMPTS)
    ids = list(db.session.scalars(pending.order_by(OutboxMail.created_at, OutboxMail.id).limit(limit)))
    for mail_id in ids:
        enqueue(send_mail, mail_id)
    return len(ids)


@job(timeout=60)
def send_mail(mail_id: str) -> bool:
    """Job: send one mail, as its own unit of work, so a mail once sent is never sent again by a later failure."""
    cfg = current_app.config
    lock = select(OutboxMail).where(OutboxMail.id == mail_id).with_for_update(skip_locked=True)
    mail = db.session.scalars(lock).first()
    if mail is None or mail.sent_at is not None or mail.attempts >= MAX_ATTEMPTS or not cfg.get("SMTP_HOST"):
        return False
    mail.attempts += 1
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = cfg["SMTP_FROM"], mail.to_address, mail.subject
    message.set_content(mail.body)
    try:
        with smtplib.SMTP(cfg["SMTP_HOST"], int(cfg.get("SMTP_PORT") or 587), timeout=10) as smtp:
            if cfg.get("SMTP_STARTTLS"):
                smtp.starttls(context=ssl.create_default_context())
            if cfg.get("SMTP_USER"):
                smtp.login(cfg["SMTP_USER"], cfg.get("SMTP_PASSWORD") or "")
            smtp.send_message(message)
    except (OSError, smtplib.SMTPException) as error:
        mail.error = f"{type(error).__name__}: {error}"
        log.warning("mail %s not sent (try %s): %s", mail.id, mail.attempts, mail.error)
        return False
    mail.sent_at = utcnow()
    return True
