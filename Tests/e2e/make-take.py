#!/usr/bin/env python3
"""Writes a recorded take to stdout: SECONDS long, a sideways swipe every 2.5 s (to stories and
back again), as a mouse would make it in the demo's 360 x 640 window."""
import json
import sys

seconds = float(sys.argv[1])
print(json.dumps({"recording": "snapnav", "version": 2, "width": 360, "height": 640, "start": "camera", "slow": 1},
                 separators=(",", ":")))
t = 0.5
leftward = True
while t + 0.4 < seconds:
    x0, x1 = (300, 60) if leftward else (60, 300)
    print(json.dumps({"t": round(t, 3), "event": "pointerDown", "pointer": "mouse", "x": x0, "y": 320},
                     separators=(",", ":")))
    for step in range(1, 13):
        x = x0 + (x1 - x0) * step / 12
        print(json.dumps({"t": round(t + 0.016 * step, 3), "event": "pointerMove", "pointer": "mouse", "x": x,
                          "y": 320}, separators=(",", ":")))
    print(json.dumps({"t": round(t + 0.016 * 13, 3), "event": "pointerUp", "pointer": "mouse", "x": x1, "y": 320},
                     separators=(",", ":")))
    leftward = not leftward
    t += 2.5
# The take lasts SECONDS: a last touch-free event holds its end.
print(json.dumps({"t": seconds, "event": "pointerMove", "pointer": "mouse", "x": 180, "y": 320},
                 separators=(",", ":")))
