import CrossfadeMotion
import Testing

@testable import CrossfadeScene

/// A frame renames its controls in place (`setAccessibility(label:value:)`,
/// `setAccessibilitySelected`): a host redraws only what the marks say, so a write
/// that changes nothing must mark nothing and one that changes something must.
@Suite("Scene: accessibility written in place")
struct LayerAccessibilityWriteTests {
    static func taken(_ layer: Layer) -> Layer {
        var layers = [layer]
        layers.takeChanges()
        return layers[0]
    }

    static let play = taken(
        Layer(
            id: "play", frame: Rect(x: 0, y: 0, width: 44, height: 44),
            accessibility: AccessibilityInfo(.button, label: "Play", value: "", actions: [.activate("togglePlay")])))

    @Test("the same label and value mark nothing; a new label or value marks the accessibility and is read back")
    func labelAndValue() {
        var same = Self.play
        same.setAccessibility(label: "Play", value: "")
        #expect(same.changes.isEmpty)

        var renamed = Self.play
        renamed.setAccessibility(label: "Pause", value: "")
        #expect(renamed.changes == .accessibility)
        #expect(renamed.accessibility?.label == "Pause")
        #expect(renamed.accessibility?.actions == Self.play.accessibility?.actions)

        var valued = Self.play
        valued.setAccessibility(label: "Play", value: "1:23")
        #expect(valued.changes == .accessibility)
        #expect(valued.accessibility?.value == "1:23")
    }

    @Test("selection marks only when it flips")
    func selection() {
        var same = Self.play
        same.setAccessibilitySelected(false)
        #expect(same.changes.isEmpty)
        var selected = Self.play
        selected.setAccessibilitySelected(true)
        #expect(selected.changes == .accessibility)
        #expect(selected.accessibility?.isSelected == true)
    }

    @Test("a layer without accessibility is left without it")
    func none() {
        var plain = Self.taken(Layer(id: "art", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        plain.setAccessibility(label: "Art", value: "x")
        plain.setAccessibilitySelected(true)
        #expect(plain.accessibility == nil)
        #expect(plain.changes.isEmpty)
    }
}
