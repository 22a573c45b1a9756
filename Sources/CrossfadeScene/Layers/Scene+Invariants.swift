import CrossfadeMotion

extension Scene {
    /// What is wrong with the scene, or nil when it holds every invariant a host
    /// relies on: finite frames, transforms, z-positions and corner radii,
    /// opacities in 0…1, finite colours, and ids unique in the scene.
    ///
    /// Drivers check it after every update in debug builds; the property sweeps
    /// check it on every frame of every random trace.
    public func invariantViolation() -> String? {
        var ids = Set<String>()
        return layers.invariantViolation(ids: &ids)
    }
}

extension Array where Element == Layer {
    func invariantViolation(ids: inout Set<String>) -> String? {
        for layer in self {
            if let problem = layer.ownInvariantViolation() { return "layer \(layer.id): \(problem)" }
            guard ids.insert(layer.id).inserted else { return "layer id \(layer.id) is not unique" }
            if let problem = layer.children.invariantViolation(ids: &ids) { return problem }
        }
        return nil
    }
}

extension Layer {
    func ownInvariantViolation() -> String? {
        guard frame.isFinite else { return "frame \(frame) is not finite" }
        guard transform.isFinite else { return "transform \(transform) is not finite" }
        guard opacity >= 0, opacity <= 1 else { return "opacity \(opacity) is outside 0…1" }
        guard zPosition.isFinite else { return "zPosition is not finite" }
        guard cornerRadius.radius.isFinite else { return "corner radius is not finite" }
        if let fill, !(0..<Color.componentCount).allSatisfy({ fill.component($0).isFinite }) { return "fill is not finite" }
        return nil
    }
}
