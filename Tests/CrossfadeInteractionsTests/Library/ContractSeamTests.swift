import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The seams every model uses: actions written once, events, typed layer paths,
/// the one gesture path's delta, the slider and the environment's options.
@Suite("Contract seams")
struct ContractSeamTests {
    @Test func everyActionRoundTripsThroughItsTable() throws {
        for descriptor in InteractionRegistry.standard.descriptors {
            for spec in descriptor.actions {
                var fields: [String: Scalar] = [:]
                for field in spec.fields {
                    if case .integer(let range) = field.kind { fields[field.name] = .int(range.lowerBound + 1) }
                    if case .number(let range) = field.kind { fields[field.name] = .number(max(range.lowerBound, min(range.upperBound, 1.5))) }
                }
                let action = InteractionAction(spec.name, fields)
                var driver = try InteractionRegistry.standard.make(descriptor.id, viewport: Size(width: 390, height: 844))
                try driver.perform(action, at: 0.1)
                #expect(try Showcase.Action(InteractionAction("player.open")).interactionAction == InteractionAction("player.open"))
            }
        }
        let seek = try CoverCarousel.Action(InteractionAction("seek", ["time": .number(42)]))
        #expect(seek == .seek(42))
        #expect(seek.interactionAction == InteractionAction("seek", ["time": .number(42)]))
        #expect(Showcase.Action.carousel(.selectCover(3)).interactionAction == InteractionAction("carousel.selectCover", ["index": .int(3)]))
        #expect(throws: InteractionError.unknownAction("player.fly")) { try Showcase.Action(InteractionAction("player.fly")) }
    }

    @Test func aTreeHandsBackThePathsOfItsLayers() {
        var tree = LayerTree()
        let root = tree.add(Layer(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let a = tree.add(Layer(id: "a", frame: Rect(x: 10, y: 10, width: 50, height: 50)), in: root)
        let b = tree.add(Layer(id: "b", frame: Rect(x: 5, y: 5, width: 10, height: 10)), in: a)
        #expect(tree.layers.id(at: b) == "b")
        #expect(b.isInside(a) && b.isInside(root) && a.isInside(a) && !a.isInside(b))
        #expect(tree.layers.hitTestPath(Point(x: 20, y: 20)) == b)
        #expect(tree.layers.hitTestPath(Point(x: 50, y: 50)) == a)
        #expect(tree.layers.hitTest(Point(x: 50, y: 50)) == "a")
    }

    @Test func theGesturePathHandsTheTravelSinceTheLastMove() {
        var gestures = PointerGestures<Int>()
        let down = PointerEvent(phase: .down, location: Point(x: 0, y: 0), time: 0)
        #expect(gestures.handle(down, competitors: [.init(1, .control)]).isBegan)
        _ = gestures.handle(PointerEvent(phase: .move, location: Point(x: 0, y: 30), time: 0.01), competitors: [])
        #expect(gestures.delta(along: .vertical) == 30)
        _ = gestures.handle(PointerEvent(phase: .move, location: Point(x: 4, y: 25), time: 0.02), competitors: [])
        #expect(gestures.delta(along: .vertical) == -5)
        #expect(gestures.delta(along: .horizontal) == 4)
    }

    @Test func theSliderMovesByTheFingersTravel() {
        var slider = Slider(value: 0.3, spring: .thumb)
        slider.begin(atX: 200)
        #expect(slider.value == 0.3)  // a touch alone moves nothing
        slider.move(toX: 260, trackWidth: 300, direction: .leftToRight)
        #expect(abs(slider.value - 0.5) < 1e-12)
        slider.move(toX: 260, trackWidth: 300, direction: .rightToLeft)
        #expect(abs(slider.value - 0.1) < 1e-12)
        slider.cancel()
        #expect(slider.value == 0.3 && !slider.isHeld)
    }

    @Test func theOutboxForwardsAChildsEventsUnderItsName() {
        var child = EventOutbox(), parent = EventOutbox()
        child.emit(.opened, at: 1.25)
        child.drain { parent.forward($0, from: "player") }
        #expect(child.isEmpty)
        #expect(parent.events == [InteractionEvent(.opened, at: 1.25, source: "player")])
        #expect(parent.events[0].description == "player.opened")
    }
}

extension PointerGestures.Step {
    var isBegan: Bool { if case .began = self { true } else { false } }
}
