import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

extension ViewHost {
    /// The host view was laid out at `viewport` (pt) in `environment` at platform
    /// time `platformTime` (s, the clock touches and frames use: UIKit's
    /// `CACurrentMediaTime()`): as `layout(viewport:environment:)`, with the change
    /// stamped at the instant it happened, so what moves carries on from there.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     apply(host.layout(viewport: Size(bounds.size), environment: traits, atPlatformTime: CACurrentMediaTime()))
    /// }
    /// ```
    public mutating func layout(viewport size: Size, environment: InteractionEnvironment, atPlatformTime platformTime: Double) -> ViewStep {
        layout(viewport: size, environment: environment, at: platformTime)
    }

    /// The system's settings changed at platform time `platformTime` (s): as
    /// `setEnvironment(_:)`, stamped at the instant it happened.
    public mutating func setEnvironment(_ environment: InteractionEnvironment, atPlatformTime platformTime: Double) -> ViewStep {
        setEnvironment(environment, at: platformTime)
    }

    /// A layout at platform time `platformTime`, or at the session's current time when nil.
    mutating func layout(viewport size: Size, environment: InteractionEnvironment, at platformTime: Double?) -> ViewStep {
        let grid = Size(width: Quantize.points(size.width), height: Quantize.points(size.height))
        guard grid.width > 0, grid.height > 0 else { return setEnvironment(environment, at: platformTime) }
        guard session != nil, let viewport else {
            self.environment = environment
            return start(viewport: grid)
        }
        guard grid != viewport else { return setEnvironment(environment, at: platformTime) }
        self.environment = environment
        guard hadInput else { return start(viewport: grid) }
        return resize(to: grid, at: platformTime)
    }

    /// The size changed after the session's first input: the running session lays
    /// out for it (with the environment, when that changed too: one relayout) and
    /// records it. One the engine refuses (a side under 100 pt, say) is logged and
    /// the session keeps the size it had. The views the app moves with followed
    /// layers keep following their movement, not the layout's.
    private mutating func resize(to grid: Size, at platformTime: Double?) -> ViewStep {
        guard var session else { return step() }
        var log: [String] = []
        let environment = self.environment != sessionEnvironment ? self.environment : nil
        let before = session.driver.scene
        do {
            let result =
                if let platformTime { try session.setViewport(grid, environment: environment, atPlatformTime: platformTime) } else {
                    try session.setViewport(grid, environment: environment)
                }
            viewport = grid
            if let environment { sessionEnvironment = environment }
            log += [result.recordingStopped].compactMap { $0 }
            rebaseFollows(from: before, to: session.driver.scene)
        } catch {
            log.append("the size \(grid) was refused: \(error)")
        }
        self.session = session
        return step(logging: log)
    }

    /// A followed layer's movement is measured from where it was first drawn; a
    /// relayout moves it without any movement of its own (the state is kept at the
    /// instant of the change), so its first box moves with it.
    private mutating func rebaseFollows(from before: Scene, to after: Scene) {
        for (id, first) in firstBoxes {
            guard let old = before.flatLayer(id)?.box, let new = after.flatLayer(id)?.box else { continue }
            firstBoxes[id] = Rect(x: first.minX + new.minX - old.minX, y: first.minY + new.minY - old.minY, width: new.width, height: new.height)
        }
    }
}
