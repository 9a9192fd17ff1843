"""The presentation checks (marked `presentation`) run in the embedded mode only."""

from tests.conftest import USE_POSTGRES


def pytest_collection_modifyitems(config, items):
    """In the production mode the presentation checks (axe-core, widths, layout; marked `presentation`) are left to
    the embedded mode: a page's markup and styles are the same whatever database fills it, and they are the longest
    part of the suite. Every other test, browser tests that act on the hub included, runs in both modes."""
    if not USE_POSTGRES:
        return
    left = [item for item in items if item.get_closest_marker("presentation") is not None]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [item for item in items if item.get_closest_marker("presentation") is None]
