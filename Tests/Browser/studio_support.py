"""What the Studio's browser walks share: pointer gestures in the phone's points, layer
boxes read from the DOM, and waiting for the page's state or engine mode."""
from browser_support import check, wait_for
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction


def stage_point(driver, x, y):
    """Viewport points in the phone → page pixels."""
    rect = driver.execute_script("const r = document.getElementById('stage').getBoundingClientRect();"
                                 "return [r.left, r.top, window.crossfade.scale];")
    return rect[0] + x * rect[2], rect[1] + y * rect[2]


def pressed_straight(driver, start, end, steps, pause):
    """Pointer actions (mouse): down at start, then `steps` even moves to end (viewport points),
    each followed by `pause` seconds; the caller holds, lifts and performs them."""
    driver.execute_script("window.scrollTo(0, 0)")  # the phone is at the top of the page
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse, duration=0)
    x0, y0 = stage_point(driver, *start)
    x1, y1 = stage_point(driver, *end)
    actions.pointer_action.move_to_location(int(x0), int(y0))
    actions.pointer_action.pointer_down()
    for i in range(1, steps + 1):
        f = i / steps
        actions.pointer_action.move_to_location(int(x0 + (x1 - x0) * f), int(y0 + (y1 - y0) * f))
        actions.pointer_action.pause(pause)
    return actions


def drag(driver, start, end, duration, steps=None, hold=0.12):
    """A real pointer drag (mouse): down, evenly spaced moves, a short hold, up."""
    steps = steps or max(2, int(duration * 60))
    actions = pressed_straight(driver, start, end, steps, duration / steps)
    actions.pointer_action.pause(hold)
    actions.pointer_action.pointer_up()
    actions.perform()


def drag_path(driver, points, duration):
    """A real pointer drag through `points` (viewport points), evenly over `duration`, lifted at the last."""
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse, duration=0)
    pixels = [stage_point(driver, *p) for p in points]
    actions.pointer_action.move_to_location(int(pixels[0][0]), int(pixels[0][1]))
    actions.pointer_action.pointer_down()
    steps = int(duration * 60)
    for i in range(1, steps + 1):
        f = i / steps * (len(pixels) - 1)
        a, b = pixels[min(int(f), len(pixels) - 2)], pixels[min(int(f), len(pixels) - 2) + 1]
        k = f - min(int(f), len(pixels) - 2)
        actions.pointer_action.move_to_location(int(a[0] + (b[0] - a[0]) * k), int(a[1] + (b[1] - a[1]) * k))
        actions.pointer_action.pause(duration / steps)
    actions.pointer_action.pointer_up()
    actions.perform()


def centre(driver, layer_id):
    box = layer_box(driver, layer_id)
    check(box is not None, "layer %s is in the DOM" % layer_id)
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def wait_state(driver, condition, description, timeout=8.0):
    return wait_for(driver, "(() => { const s = window.crossfade.state; return !!s && (%s); })()" % condition, timeout=timeout,
                    description=description)


def layer_box(driver, layer_id, inner=""):
    """A layer's (or its inner element's) box in viewport points: x, y, width, height."""
    return driver.execute_script(
        "const e = document.querySelector(arguments[0]); if (!e) return null;"
        "const r = e.getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect(), k = window.crossfade.scale;"
        "return [(r.left - s.left) / k, (r.top - s.top) / k, r.width / k, r.height / k];",
        '[data-id="%s"]%s' % (layer_id, inner))


def wait_for_mode(driver, mode):
    wait_for(driver, "window.crossfade && window.crossfade.mode === '%s' && window.crossfade.state" % mode,
             timeout=600, description="the page in %s mode" % mode)
