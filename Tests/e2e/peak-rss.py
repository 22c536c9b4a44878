#!/usr/bin/env python3
"""Runs a command and prints the peak resident memory, in MiB, of the largest process among it
and every process it started (the kernel's ru_maxrss over waited-for descendants); exits with
the command's status."""
import resource
import subprocess
import sys

status = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
sys.exit(status)
