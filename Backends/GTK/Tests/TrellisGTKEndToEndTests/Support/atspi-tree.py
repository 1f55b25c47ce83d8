#!/usr/bin/python3
"""Prints the accessible tree of one running application as JSON, as a screen reader sees it.

Usage: atspi-tree.py PID [--wait SECONDS]

Reads the AT-SPI registry of the session bus in DBUS_SESSION_BUS_ADDRESS (Debian's
python3-pyatspi and at-spi2-core). Waits up to SECONDS (default 10) for the application with
process id PID to appear, then prints one object:

  {"name": ..., "toolkit": ..., "root": NODE}

where each NODE is

  {"role": "push button", "name": ..., "description": ..., "states": ["focusable", ...],
   "extents": [x, y, width, height], "value": number or null,
   "range": [minimum, maximum] or null, "text": string or null,
   "relations": {"labelled by": ["name", ...]}, "children": [NODE, ...]}

Extents are pixels in the window's coordinates. Exits 2 (with a message on stderr) if the
application does not appear in time.
"""
import json
import sys
import time

import pyatspi

MAX_DEPTH = 64


def node(accessible, depth=0):
    states = sorted(pyatspi.stateToString(s) for s in accessible.getState().getStates())
    try:
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        extents = [box.x, box.y, box.width, box.height]
    except NotImplementedError:
        extents = None
    try:
        value_interface = accessible.queryValue()
        value = value_interface.currentValue
        value_range = [value_interface.minimumValue, value_interface.maximumValue]
    except NotImplementedError:
        value = None
        value_range = None
    try:
        text_interface = accessible.queryText()
        text = text_interface.getText(0, text_interface.characterCount)
    except NotImplementedError:
        text = None
    relations = {}
    for relation in accessible.getRelationSet():
        targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
        key = pyatspi.relationToString(relation.getRelationType())
        relations[key] = [target.name for target in targets if target is not None]
    children = []
    if depth < MAX_DEPTH:
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                children.append(node(child, depth + 1))
    return {
        "role": accessible.getRoleName(),
        "name": accessible.name or "",
        "description": accessible.description or "",
        "states": states,
        "extents": extents,
        "value": value,
        "range": value_range,
        "text": text,
        "relations": relations,
        "children": children,
    }


def find_application(pid, seconds):
    deadline = time.monotonic() + seconds
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            try:
                if application is not None and application.get_process_id() == pid:
                    return application
            except Exception:
                continue
        if time.monotonic() > deadline:
            return None
        time.sleep(0.1)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: atspi-tree.py PID [--wait SECONDS]")
    pid = int(sys.argv[1])
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--wait" else 10
    application = find_application(pid, seconds)
    if application is None:
        print(f"no accessible application with process id {pid} within {seconds} s",
              file=sys.stderr)
        sys.exit(2)
    try:
        toolkit = application.get_toolkit_name()
    except Exception:
        toolkit = ""
    print(json.dumps({"name": application.name or "", "toolkit": toolkit,
                      "root": node(application)}))


if __name__ == "__main__":
    main()
