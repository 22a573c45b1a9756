import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// A display frame that will show at platform time `platformTime` (UIKit's
    /// `CADisplayLink.targetTimestamp`): the engine advances there; the host gets
    /// the views to change, the events with their haptics, the scrolls and followed
    /// movements to copy onto the app's views, VoiceOver's items when they changed
    /// (read when the interaction comes to rest, and at the first frame), and
    /// whether to pause the display link.
    public mutating func frame(at platformTime: Double) -> ViewFrame {
        var frame = ViewFrame()
        guard var session else { return frame }
        // (Held here alone while it changes: a second copy would make the engine
        // copy the layers it writes, every frame.)
        self.session = nil
        defer { self.session = session }
        let pause: Bool
        do {
            pause = try session.advanceFrame(at: platformTime)
        } catch {
            frame.log.append("\(error)")
            frame.displayLinkPaused = !isInWindow
            return frame
        }
        let first = planner.liveCount == 0
        let filled = configuration.filter.filled
        // What is mounted: embedded, the demo's chrome is left out and an empty
        // collection is the empty state (`HostSession.mountedLayers`).
        let mounted = session.mountedLayers
        let layers = configuration.filter.apply(mounted)
        frame.operations = planner.plan(layers).map { ViewOperation($0, filled: filled) }
        followCoverOrder(mounted, into: &frame.operations)
        frame.unmountedSlots = slotMounts.apply(frame.operations)
        // The marks are taken once planned, while nothing else holds the layers.
        session.takeChanges()
        let scene = session.driver.scene
        frame.events = session.takeEvents().map(ViewEvent.init)
        frame.scrolls = changedScrolls(scene.layers)
        frame.followed = follows(scene)
        // Read when the interaction comes to rest, at the first frame, and every
        // tenth frame while it moves (a frame's worth of reading, not every frame's).
        accessibilityCountdown = pause || first ? 0 : accessibilityCountdown - 1
        if accessibilityCountdown <= 0 {
            accessibilityCountdown = 10
            changedAccessibility(
                Scene(viewport: scene.viewport, background: scene.background, layers: layers), atRest: pause, into: &frame)
        }
        frame.displayLinkPaused = pause || !isInWindow
        return frame
    }

    /// The slots' scrolls that differ from the last frame's.
    private mutating func changedScrolls(_ layers: [Layer]) -> [SlotScroll] {
        guard !configuration.scrolledSlots.isEmpty else { return [] }
        let scrolls = SlotScroll.scrolls(in: layers, of: configuration.scrolledSlots)
        let changed = scrolls.filter { !lastScrolls.contains($0) }
        lastScrolls = scrolls
        return changed
    }

    /// The followed layers' movement since each was first drawn.
    private mutating func follows(_ scene: Scene) -> [LayerFollow] {
        guard !configuration.followed.isEmpty else { return [] }
        var follows: [LayerFollow] = []
        for id in configuration.followed {
            guard let box = scene.flatLayer(id)?.box else { continue }
            let first = firstBoxes[id] ?? box
            firstBoxes[id] = first
            follows.append(LayerFollow(id: id, translation: Point(x: box.minX - first.minX, y: box.minY - first.minY)))
        }
        return follows
    }
}
