import CrossfadeHost
import CrossfadeInteractions
import Testing

/// Events to haptics and Dynamic Type to text scale: one table each, for every host.
@Suite("Host feedback and environment")
struct HostFeedbackTests {
    static let cases: [(line: Int, kind: InteractionEvent.Kind, haptic: Haptic?)] = [
        (#line, .threshold(crossed: true), .lightImpact),
        (#line, .threshold(crossed: false), .selection),
        (#line, .page(category: 1, subcategory: 0), .selection),
        (#line, .centered(index: 3), .selection),
        (#line, .swap(from: 0, to: 1), nil),
        (#line, .opened, nil),
        (#line, .presented, nil),
        (#line, .track(index: 2), nil),
        (#line, .selected(category: 0, subcategory: 1, row: 4, track: 3), nil)
    ]

    @Test(arguments: cases)
    func eventsHaveTheirHaptic(line: Int, kind: InteractionEvent.Kind, haptic: Haptic?) {
        #expect(
            Haptic(for: InteractionEvent(kind, at: 1)) == haptic,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test func dynamicTypeScalesFromTheBodySize() {
        #expect(ContentSizeCategory.large.textScale == 1)
        #expect(abs(ContentSizeCategory.extraSmall.textScale - 14.0 / 17) < 1e-12)
        #expect(abs(ContentSizeCategory.accessibilityExtraExtraExtraLarge.textScale - 53.0 / 17) < 1e-12)
        let scales = ContentSizeCategory.allCases.map { $0.textScale }
        #expect(scales == scales.sorted())
        #expect(scales.allSatisfy { InteractionEnvironment.textScales.contains($0) })
    }
}
