import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// A child interaction hosted by a parent (shared/DESIGN.md, "Composition"):
/// the child draws into `frame`, a rectangle of the parent's coordinates, inside a
/// container layer the parent owns; events reach it translated into its own
/// coordinates (through the container's transform, if the parent moves or scales
/// it); its layers are a subtree of the parent's, updated in place.
///
/// ```swift
/// var lyrics = ChildInteraction(LyricsCards(configuration: config), containerID: "lyrics", frame: rect)
/// let container = tree.add(lyrics.makeLayer(), in: app)  // once: its path
/// lyrics.handle(event, container: container, in: layers)  // parent coordinates in
/// layers.update(container) { lyrics.updateLayer(&$0) }    // every frame, in place
/// ```
public struct ChildInteraction<Model: Interaction>: Sendable {
    /// The child model.
    public private(set) var model: Model
    /// The id of the container layer that holds the child's layers.
    public let containerID: String
    /// Where the child draws, in the parent's coordinates.
    public var frame: Rect

    /// `model` drawing in a container layer `containerID` at `frame` in the parent's coordinates.
    public init(_ model: Model, containerID: String, frame: Rect) {
        self.model = model
        self.containerID = containerID
        self.frame = frame
    }

    /// The container layer with the child's layers in it, clipped to the frame.
    public func makeLayer() -> Layer {
        Layer(id: containerID, frame: frame, clipsToBounds: true, isHitTestable: false, children: model.layers())
    }

    /// Updates the container's frame and the child's layers, in place.
    public func updateLayer(_ container: inout Layer) {
        container.frame = frame
        container.updateChildren { model.updateLayers(&$0) }
    }

    /// `point` (parent coordinates) in the child's own coordinates, through the container.
    public func localPoint(_ point: Point, container: Layer) -> Point? {
        container.transformToParent.inverted()?.apply(to: point)
    }

    /// Whether `point` (parent coordinates) falls inside the child's frame as drawn.
    public func contains(_ point: Point, container: Layer) -> Bool {
        localPoint(point, container: container).map { container.bounds.contains($0) } ?? false
    }

    /// Hands the child an event given in the parent's coordinates.
    public mutating func handle(_ event: PointerEvent, container: Layer) {
        guard let local = localPoint(event.location, container: container) else { return }
        var translated = event
        translated.location = local
        model.handle(translated, layers: container.children)
    }

    /// `point` (parent coordinates) in the child's own, its container at `container`
    /// in the parent's `layers`, at any depth: through every transform and frame on
    /// the way down (a parent that nests one child's container in another's content).
    public func localPoint(_ point: Point, container: LayerPath, in layers: [Layer]) -> Point? {
        var transform = AffineTransform.identity
        var level = layers
        for index in container.indices {
            transform = level[index].transformToParent.concatenating(transform)
            level = level[index].children
        }
        return transform.inverted()?.apply(to: point)
    }

    /// Hands the child an event given in the parent's coordinates, its container at
    /// `container` in the parent's `layers`.
    public mutating func handle(_ event: PointerEvent, container: LayerPath, in layers: [Layer]) {
        guard let local = localPoint(event.location, container: container, in: layers) else { return }
        var translated = event
        translated.location = local
        model.handle(translated, layers: layers[container].children)
    }

    /// What the child claims at `point` (parent coordinates), its container at
    /// `container` in the parent's `layers`: what a parent's arena weighs.
    public func claims(at point: Point, container: LayerPath, in layers: [Layer]) -> [GestureClaim] {
        guard let local = localPoint(point, container: container, in: layers) else { return [] }
        return model.claims(at: local, layers: layers[container].children)
    }

    /// Advances the child to `time`, in seconds.
    public mutating func advance(to time: Double) { model.advance(to: time) }

    /// Performs one of the child's own actions.
    public mutating func perform(_ action: Model.Action) throws(InteractionError) { try model.perform(action) }

    /// Changes the child in place (for a parent's own coordination, e.g. a shared clock).
    public mutating func update(_ body: (inout Model) -> Void) { body(&model) }

    /// Passes the child's events on to a parent's `outbox` under `name`
    /// (`player.opened`…), oldest first, handing each to `body` as well, and empties
    /// the child's outbox, keeping its storage.
    public mutating func forwardEvents(into outbox: inout EventOutbox, as name: String, _ body: (InteractionEvent) -> Void = { _ in }) {
        guard !model.events.isEmpty else { return }
        model.events.drain { event in
            outbox.forward(event, from: name)
            body(event)
        }
    }
}
