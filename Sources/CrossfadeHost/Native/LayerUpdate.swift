import CrossfadeMotion
import CrossfadeScene

/// One property a native host sets on the view it made for a layer, in the form
/// its platform takes: what an `update` mount operation's mask says changed,
/// spelled out, so the host translates each case into one call and decides
/// nothing. Paint order comes from the insert operations, so `zPosition` has no
/// update of its own.
public enum LayerUpdate: Hashable, Sendable {
    /// Core Animation's `bounds` (origin zero) and `position` (the centre, anchor 0.5).
    case geometry(bounds: Rect, position: Point)
    /// Applied about the centre (Core Animation's `setAffineTransform`).
    case transform(AffineTransform)
    /// The opacity, 0…1 (applies to the children too).
    case opacity(Double)
    /// The corner radius and the corners it rounds (`maskedCorners`); continuous curve.
    case corners(radius: Double, corners: [Corner])
    /// The background colour (nil: clear).
    case fill(Color?)
    /// Whether the children are clipped to the bounds and corners.
    case clip(Bool)
    /// The text to draw, vertically centred in the bounds.
    case text(TextContent)
    /// The vector path to draw, in the layer's own coordinates.
    case path(VectorPath)
    /// The artwork to draw (its gradient when the host has no image).
    case artwork(Artwork)
    /// The slot the app's view goes in (one of a kind the app fills).
    case slot(Slot, name: String)

    /// One corner of a layer, y down (`topLeft` is Core Animation's `layerMinXMinYCorner`).
    public enum Corner: Hashable, Sendable, CaseIterable {
        /// The four corners: top-left, top-right, bottom-left, bottom-right.
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

extension LayerProperties {
    /// The updates that set the properties in `changes`, in a fixed order:
    /// geometry before the transform, content last. A slot's content is an
    /// update only when the app fills slots of its kind (`filled`): otherwise the
    /// engine's drawing inside it stays and there is nothing to mount.
    public func updates(_ changes: ChangeMask, filled: Set<Slot.Kind> = []) -> [LayerUpdate] {
        var updates: [LayerUpdate] = []
        if changes.contains(.frame) {
            let geometry = coreAnimation
            updates.append(.geometry(bounds: geometry.bounds, position: geometry.position))
        }
        if changes.contains(.transform) { updates.append(.transform(transform)) }
        if changes.contains(.opacity) { updates.append(.opacity(opacity)) }
        if changes.contains(.cornerRadius) { updates.append(.corners(radius: cornerRadius.radius, corners: Self.corners(cornerRadius.corners))) }
        if changes.contains(.fill) { updates.append(.fill(fill)) }
        if changes.contains(.clip) { updates.append(.clip(clipsToBounds)) }
        if changes.contains(.content), let content, let update = Self.update(content, filled: filled) { updates.append(update) }
        return updates
    }

    private static func corners(_ mask: CornerMask) -> [LayerUpdate.Corner] {
        let all: [(CornerMask, LayerUpdate.Corner)] = [
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft),
            (.bottomRight, .bottomRight)
        ]
        return all.filter { mask.contains($0.0) }.map { $0.1 }
    }

    private static func update(_ content: LayerContent, filled: Set<Slot.Kind>) -> LayerUpdate? {
        switch content {
        case .text(let text): .text(text)
        case .path(let path): .path(path)
        case .artwork(let artwork): .artwork(artwork)
        case .slot(let name): Slot(name).flatMap { filled.contains($0.place.kind) ? .slot($0, name: name) : nil }
        }
    }
}
