import CrossfadeHost
import CrossfadeMotion
import CrossfadeScene
import Testing

/// An update's mask spelled out as the calls a native host makes, in a fixed order.
@Suite("Layer updates")
struct LayerUpdateTests {
    static let layer = Layer(
        id: "card", frame: Rect(x: 10, y: 20, width: 100, height: 40), transform: AffineTransform(translationX: 0, y: 5),
        opacity: 0.5, zPosition: 2, cornerRadius: CornerRadius(10, corners: .top), fill: .white,
        content: .slot("queue.card.content"), clipsToBounds: true)

    @Test func aFullUpdateSetsEveryPropertyInOrderButZPosition() {
        let updates = LayerProperties(Self.layer).updates(.all, filled: [.cardContent])
        #expect(
            updates == [
                .geometry(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 60, y: 40)),
                .transform(AffineTransform(translationX: 0, y: 5)),
                .opacity(0.5),
                .corners(radius: 10, corners: [.topLeft, .topRight]),
                .fill(.white),
                .clip(true),
                .slot(Slot(prefix: "queue.", place: .cardContent), name: "queue.card.content")
            ])
    }

    @Test func aPartialUpdateSetsOnlyWhatChanged() {
        #expect(LayerProperties(Self.layer).updates([.opacity, .zPosition]) == [.opacity(0.5)])
    }

    @Test func aSlotTheAppDoesNotFillHasNoContentUpdate() {
        #expect(LayerProperties(Self.layer).updates(.content, filled: [.lyricCard]).isEmpty)
        #expect(LayerProperties(Self.layer).updates(.content).isEmpty)
    }

    @Test func aLayerWithoutContentHasNoContentUpdate() {
        var plain = Self.layer
        plain.content = nil
        #expect(LayerProperties(plain).updates(.content).isEmpty)
    }

    @Test func operationsKeepTheirHandlesAndOrder() {
        let handle = MountHandle(3)
        #expect(ViewOperation(.create(handle, kind: .text, id: "title")) == .create(handle, kind: .text, id: "title"))
        #expect(ViewOperation(.insert(handle, parent: nil, index: 2)) == .insert(handle, parent: nil, index: 2))
        #expect(ViewOperation(.update(handle, changes: .fill, properties: LayerProperties(Self.layer))) == .update(handle, [.fill(.white)]))
        #expect(ViewOperation(.remove(handle)) == .remove(handle))
    }
}
