"""Play on several devices, in browsers: the tests of tests/browser/netns_devices.py, run in a network
namespace of their own that this module makes (``unshare -n``, as root): only ``lo`` and a veth pair on a
private test subnet, so Chromium's WebRTC has a host candidate to offer and no packet can leave. WebRTC
never runs outside that namespace: the inner module refuses to run anywhere else. Where the machine does
not allow a namespace (a container without the right), these tests skip and say why."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INNER = "tests/browser/netns_devices.py"
#: the inner module's tests, each reported here as one test
INNER_TESTS = ("test_forged_messages_are_refused", "test_a_guest_asks_for_a_hint_and_takes_back_its_move",
               "test_a_guest_closed_mid_game_rejoins",
               "test_the_host_reloads_and_its_guests_join_again",
               "test_a_whole_fury_game_on_three_devices",
               "test_a_whole_ink_game_on_three_devices_two_persons_on_the_host", "test_a_whole_extreme_game_on_three_devices",
               "test_a_guest_joins_by_scanning_the_host_qr_code")
#: lo, and a veth pair whose far end has no one: a route for WebRTC's host candidate, nowhere to go. The
#: pair gets no IPv6 link-local address (addrgenmode none): one would sit "tentative" for a second or two
#: and then settle, and Chromium takes that change for a new network and fails the requests in flight
#: (net::ERR_NETWORK_CHANGED), as it did once in a fresh-clone run when the first page loaded meanwhile
LINKS = ("ip link set lo up && ip link add v0 type veth peer name v1 && ip link set v0 addrgenmode none "
         "&& ip link set v1 addrgenmode none && ip addr add 10.77.0.1/24 dev v0 "
         "&& ip link set v0 up && ip link set v1 up && ip route add default via 10.77.0.2 dev v0")


def namespace_refusal() -> str | None:
    """Why this machine can't make the test's network namespace, or None when it can."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "unshare or ip (util-linux, iproute2) is missing"
    try:
        trial = subprocess.run(["unshare", "-n", "sh", "-c", LINKS], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unshare -n failed: {error}"
    if trial.returncode != 0:
        return f"no network namespace here (unshare -n: {trial.stderr.strip() or trial.returncode})"
    return None


@pytest.fixture(scope="module")
def inner_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each inner test's outcome ("passed", "skipped: why", "failed: what"), from one run in the namespace."""
    reason = namespace_refusal()
    if reason:
        pytest.skip(reason)
    report = tmp_path_factory.mktemp("netns") / "report.xml"
    command = (f"{LINKS} && exec env RAMEN_NETNS=1 {sys.executable} -m pytest {INNER} -q -p no:cacheprovider "
               f"--junitxml={report}")
    run = subprocess.run(["unshare", "-n", "sh", "-c", command], cwd=ROOT, capture_output=True, text=True,
                         timeout=1100, env=os.environ.copy())  # (under the run's 1200 s a test)
    if not report.exists():
        pytest.fail(f"the tests in the namespace did not run:\n{run.stdout[-4000:]}\n{run.stderr[-4000:]}")
    results: dict[str, str] = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        name = case.get("name", "").split("[")[0]
        outcome = "passed"
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = f"failed: {child.get('message', '')}\n{(child.text or '')[-6000:]}"
            elif child.tag == "skipped":
                outcome = f"skipped: {child.get('message', '')}"
        results[name] = outcome
    results["_output"] = run.stdout[-3000:]
    return results


@pytest.mark.parametrize("name", INNER_TESTS)
def test_in_the_network_namespace(inner_results: dict[str, str], name: str) -> None:
    outcome = inner_results.get(name)
    assert outcome is not None, f"{name} did not run:\n{inner_results['_output']}"
    if outcome.startswith("skipped"):
        pytest.skip(outcome)
    assert outcome == "passed", outcome
