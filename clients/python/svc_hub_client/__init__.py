
""" A client library for accessing Real-Asset Tokenization Intelligence API """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
