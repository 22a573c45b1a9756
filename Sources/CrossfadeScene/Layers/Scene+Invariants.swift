import CrossfadeMotion

extension Scene {
    /// What is wrong with the scene, or nil when it holds every invariant a host
    /// relies on: finite frames, transforms, z-positions and corner radii,
    /// opacities in 0…1, finite colours, and (when `checkingIDs`) ids unique in
    /// the scene.
    ///
    /// Drivers check the values after every update in debug builds; the property
    /// sweeps check everything after every event of every random trace.
    public func invariantViolation(checkingIDs: Bool = true) -> String? {
        if checkingIDs {
            var ids = Set<String>()
            return layers.invariantViolation(ids: &ids)
        }
        return layers.valueViolation()
    }
}

extension Array where Element == Layer {
    // Plain index loops, no closures or generic helpers: debug builds check every
    // frame, and this must stay cheap there.
    func valueViolation() -> String? {
        var index = 0
        while index < count {
            if let problem = self[index].ownInvariantViolation() { return "layer \(self[index].id): \(problem)" }
            if !self[index].children.isEmpty, let problem = self[index].children.valueViolation() { return problem }
            index += 1
        }
        return nil
    }

    func invariantViolation(ids: inout Set<String>) -> String? {
        var index = 0
        while index < count {
            if let problem = self[index].ownInvariantViolation() { return "layer \(self[index].id): \(problem)" }
            guard ids.insert(self[index].id).inserted else { return "layer id \(self[index].id) is not unique" }
            if let problem = self[index].children.invariantViolation(ids: &ids) { return problem }
            index += 1
        }
        return nil
    }
}

extension Layer {
    func ownInvariantViolation() -> String? {
        let f = frame, t = transform
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite else { return "frame \(frame) is not finite" }
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
            return "transform \(transform) is not finite"
        }
        guard opacity >= 0, opacity <= 1 else { return "opacity \(opacity) is outside 0…1" }
        guard zPosition.isFinite else { return "zPosition is not finite" }
        guard cornerRadius.radius.isFinite else { return "corner radius is not finite" }
        if let fill, !(fill.red.isFinite && fill.green.isFinite && fill.blue.isFinite && fill.alpha.isFinite) { return "fill is not finite" }
        return nil
    }
}
