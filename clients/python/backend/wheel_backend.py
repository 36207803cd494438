"""A PEP 517 build backend for clients/python that needs nothing but the
standard library, so that `pip install ./clients/python` works offline (no
setuptools to fetch): it builds a wheel of the one module slidercheck_exec.py,
named and versioned as pyproject.toml says."""
import base64
import hashlib
import os
import re
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = "slidercheck_exec.py"


def _project():
    """(name, version, summary) from pyproject.toml's [project] table."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    table = text.split("[project]", 1)[1]
    field = lambda key: re.search(r'^%s = "([^"]*)"' % key, table, re.M).group(1)  # noqa: E731
    return field("name"), field("version"), field("description")


def _dist_info():
    name, version, _ = _project()
    return "%s-%s.dist-info" % (name.replace("-", "_"), version)


def _metadata():
    name, version, summary = _project()
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\n"
            "Requires-Python: >=3.7\n" % (name, version, summary))


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    path = os.path.join(metadata_directory, _dist_info())
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata())
    return _dist_info()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name, version, _ = _project()
    wheel = "%s-%s-py3-none-any.whl" % (name.replace("-", "_"), version)
    info = _dist_info()
    with open(os.path.join(ROOT, MODULE), "rb") as f:
        module = f.read()
    files = [(MODULE, module), (info + "/METADATA", _metadata().encode()),
             (info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: wheel_backend\n"
                               b"Root-Is-Purelib: true\nTag: py3-none-any\n")]
    record = ""
    for path, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record += "%s,sha256=%s,%d\n" % (path, digest, len(data))
    record += info + "/RECORD,,\n"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files + [(info + "/RECORD", record.encode())]:
            z.writestr(path, data)
    return wheel
