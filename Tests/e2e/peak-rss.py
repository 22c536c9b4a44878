#!/usr/bin/env python3
"""Runs a command and prints the peak resident memory, in MiB, of it and every process it
started, added together at each moment (sampled every 10 ms from /proc): an export's app and the
ffmpeg it runs hold their memory at the same time. Exits with the command's status."""
import os
import subprocess
import sys
import time


def tree_rss(root):
    """Resident bytes of root and its descendants now."""
    children = {}
    rss = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(name)
        children.setdefault(int(fields[1]), []).append(pid)
        rss[pid] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, []))
    return total


process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
peak = 0
while process.poll() is None:
    peak = max(peak, tree_rss(process.pid))
    time.sleep(0.01)
print(peak // (1024 * 1024))
sys.exit(process.returncode)
