"""What the browser walk-throughs share: a check that stops at the first failure,
waiting for a condition in the page, headless Chromium, WebKitGTK, and a static file server."""
import functools, http.server, os, threading, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput


def check(condition, message):
    """Prints the check; the first failure ends the run (exit 1)."""
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        raise SystemExit(1)


def wait_for(driver, script, timeout=8.0, description=""):
    """The value of the page's `script` once it is truthy; a failed check after `timeout` seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script("return " + script)
        if value:
            return value
        time.sleep(0.05)
    check(False, "timed out waiting for " + (description or script))


def browser(width, height):
    """Headless Chromium (CHROMIUM, CHROMEDRIVER override where they are) in a width × height window."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=%d,%d" % (width, height),
                     "--disable-gpu", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)


def webkit():
    """WebKitGTK's MiniBrowser through WebKitWebDriver (MINIBROWSER, WEBKITWEBDRIVER override where
    they are); it needs a display: run the script under xvfb-run."""
    options = webdriver.WebKitGTKOptions()
    options.binary_location = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
    options.add_argument("--automation")
    options.add_argument("--geometry=1000x800")
    service = webdriver.WebKitGTKService(executable_path=os.environ.get("WEBKITWEBDRIVER", "/usr/bin/WebKitWebDriver"))
    return webdriver.WebKitGTK(options=options, service=service)


def serve(directory):
    """Python's own static file server for `directory` on a free port, in a thread: (server, base URL)."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def mouse_drag(driver, start, end, steps=8, duration=0.12):
    """A real mouse drag in page pixels (viewport coordinates)."""
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=0)
    actions.pointer_action.move_to_location(int(start[0]), int(start[1]))
    actions.pointer_action.pointer_down()
    for i in range(1, steps + 1):
        actions.pointer_action.move_to_location(int(start[0] + (end[0] - start[0]) * i / steps), int(start[1] + (end[1] - start[1]) * i / steps))
        actions.pointer_action.pause(duration / steps)
    actions.pointer_action.pointer_up()
    actions.perform()


def mouse_click(driver, point):
    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=0)
    actions.pointer_action.move_to_location(int(point[0]), int(point[1]))
    actions.pointer_action.pointer_down()
    actions.pointer_action.pause(0.05)
    actions.pointer_action.pointer_up()
    actions.perform()
