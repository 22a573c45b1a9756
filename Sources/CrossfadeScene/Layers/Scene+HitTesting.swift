import CrossfadeMotion

extension Scene {
    /// The id of the front-most layer under `point` (viewport points), honouring
    /// transforms, z-order, clipping and corner masks, like UIKit's `hitTest`:
    /// layers nearly transparent (opacity < 0.01, UIKit's threshold) or not
    /// hit-testable are skipped, as are their children. Outside the viewport
    /// (half-open: a point on its right or bottom edge is outside) nothing is drawn
    /// and nothing is hit, whatever layers reach past it (a tab bar sliding away).
    public func hitTest(_ point: Point) -> String? {
        guard Rect(origin: .zero, size: viewport).contains(point) else { return nil }
        return layers.hitTest(point)
    }
}

extension Array where Element == Layer {
    /// The id of the front-most layer under `point`, in the coordinates these
    /// layers' frames are in (a model hit-tests its own layers in its own
    /// coordinates, wherever its parent places it). See `Scene.hitTest(_:)`.
    public func hitTest(_ point: Point) -> String? {
        guard point.isFinite else { return nil }
        return hitTest(point, in: self, toViewport: .identity)
    }

    private func hitTest(_ point: Point, in layers: [Layer], toViewport: AffineTransform) -> String? {
        hitTestPath(point, in: layers, toViewport: .identity, prefix: []).map { self[$0].id }
    }

    /// The path of the front-most layer under `point` (see `hitTest(_:)`): what a
    /// model compares with the paths of the layers it built (`LayerPath.isInside`).
    public func hitTestPath(_ point: Point) -> LayerPath? {
        guard point.isFinite else { return nil }
        return hitTestPath(point, in: self, toViewport: .identity, prefix: [])
    }

    private func hitTestPath(_ point: Point, in layers: [Layer], toViewport: AffineTransform, prefix: [Int]) -> LayerPath? {
        // Front to back: by zPosition, later siblings first among equals.
        let order = layers.indices.sorted { (layers[$0].zPosition, $0) > (layers[$1].zPosition, $1) }
        for index in order {
            let layer = layers[index]
            guard layer.opacity >= 0.01 else { continue }
            let transform = layer.transformToParent.concatenating(toViewport)
            guard let local = transform.inverted()?.apply(to: point) else { continue }
            let inside = layer.bounds.contains(local) && !layer.excludesCorner(local)
            if layer.clipsToBounds, !inside { continue }
            if let child = hitTestPath(point, in: layer.children, toViewport: transform, prefix: prefix + [index]) { return child }
            if inside, layer.isHitTestable { return LayerPath(prefix + [index]) }
        }
        return nil
    }
}

extension Layer {
    /// Whether `local` falls in a rounded-off corner of the bounds.
    func excludesCorner(_ local: Point) -> Bool {
        let r = min(cornerRadius.radius, frame.width / 2, frame.height / 2)
        guard r > 0 else { return false }
        let w = frame.width, h = frame.height
        let corners: [(CornerMask, Point)] = [
            (.topLeft, Point(x: r, y: r)), (.topRight, Point(x: w - r, y: r)),
            (.bottomLeft, Point(x: r, y: h - r)), (.bottomRight, Point(x: w - r, y: h - r))
        ]
        for (corner, centre) in corners where cornerRadius.corners.contains(corner) {
            let outsideX = corner.isDisjoint(with: [.topLeft, .bottomLeft]) ? local.x > centre.x : local.x < centre.x
            let outsideY = corner.isDisjoint(with: [.topLeft, .topRight]) ? local.y > centre.y : local.y < centre.y
            if outsideX, outsideY, local.distance(to: centre) > r { return true }
        }
        return false
    }
}
