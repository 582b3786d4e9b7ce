"""A PEP 517 build backend for the camp package, standard library only.

It builds a pure-Python wheel of src/camp (and an sdist of the project), so
`pip install --no-index ./clients/python` works with no network: pip runs it
from this folder (backend-path) instead of downloading setuptools.
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
NAME = PROJECT["name"]
VERSION = PROJECT["version"]
DIST_INFO = f"{NAME}-{VERSION}.dist-info"
WHEEL_TAG = "py3-none-any"


def _metadata() -> str:
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {NAME}",
        f"Version: {VERSION}",
        f"Summary: {PROJECT['description']}",
        f"Requires-Python: {PROJECT['requires-python']}",
    ]
    return "\n".join(lines) + "\n"


def _entry_points() -> str:
    scripts = PROJECT.get("scripts", {})
    return "[console_scripts]\n" + "".join(f"{name} = {target}\n" for name, target in scripts.items())


def _package_files() -> list[tuple[str, bytes]]:
    source = ROOT / "src"
    found = []
    for path in sorted((source / NAME).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            found.append((path.relative_to(source).as_posix(), path.read_bytes()))
    return found


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings: dict | None = None) -> list[str]:
    return []


def get_requires_for_build_sdist(config_settings: dict | None = None) -> list[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: dict | None = None) -> str:
    target = Path(metadata_directory) / DIST_INFO
    target.mkdir(parents=True, exist_ok=True)
    (target / "METADATA").write_text(_metadata(), "utf-8")
    (target / "entry_points.txt").write_text(_entry_points(), "utf-8")
    return DIST_INFO


def build_wheel(wheel_directory: str, config_settings: dict | None = None, metadata_directory: str | None = None) -> str:
    wheel_name = f"{NAME}-{VERSION}-{WHEEL_TAG}.whl"
    files = _package_files() + [
        (f"{DIST_INFO}/METADATA", _metadata().encode()),
        (f"{DIST_INFO}/entry_points.txt", _entry_points().encode()),
        (f"{DIST_INFO}/WHEEL", f"Wheel-Version: 1.0\nGenerator: camp_build\nRoot-Is-Purelib: true\nTag: {WHEEL_TAG}\n".encode()),
    ]
    record = [_record_line(name, data) for name, data in files] + [f"{DIST_INFO}/RECORD,,"]
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in files:
            wheel.writestr(name, data)
        wheel.writestr(f"{DIST_INFO}/RECORD", "\n".join(record) + "\n")
    return wheel_name


def build_sdist(sdist_directory: str, config_settings: dict | None = None) -> str:
    base = f"{NAME}-{VERSION}"
    with tarfile.open(os.path.join(sdist_directory, f"{base}.tar.gz"), "w:gz") as sdist:
        for relative in ["pyproject.toml", "build_backend/camp_build.py"] + [f"src/{name}" for name, _ in _package_files()]:
            sdist.add(ROOT / relative, arcname=f"{base}/{relative}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        data = _metadata().encode()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return f"{base}.tar.gz"
