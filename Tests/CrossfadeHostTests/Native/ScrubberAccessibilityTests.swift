import CrossfadeHost
import Testing

/// The scrubber to VoiceOver: an adjustable element whose value reads as times
/// ("0:56 of 3:45") and whose swipes move 10 s (5 % without a length).
@Suite("Scrubber accessibility")
struct ScrubberAccessibilityTests {
    @Test(arguments: [
        (#line, 0.25, Double?.some(225), "0:56 of 3:45"),
        (#line, 0.0, 225, "0:00 of 3:45"),
        (#line, 1.0, 225, "3:45 of 3:45"),
        (#line, 0.5, 3_600, "30:00 of 60:00"),
        (#line, 0.25, nil, "25 %"),
        (#line, 0.25, 0, "25 %"),
        (#line, 0.25, .nan, "25 %"),
        (#line, 0.254, -5, "25 %")
    ])
    func theValueReadsAsTimes(_ line: Int, _ value: Double, _ duration: Double?, _ expected: String) {
        var scrubber = ScrubberCore(value: value)
        scrubber.duration = duration
        #expect(scrubber.accessibilityValue == expected, "line \(line)")
    }

    @Test func swipesMoveTenSecondsWithinTheTrack() {
        var scrubber = ScrubberCore(value: 0.5)
        scrubber.duration = 200
        #expect(abs(scrubber.accessibilityIncrement() - 0.55) < 1e-9)
        #expect(scrubber.accessibilityValue == "1:50 of 3:20")
        #expect(abs(scrubber.accessibilityDecrement() - 0.5) < 1e-9)
        var end = ScrubberCore(value: 0.98)
        end.duration = 200
        #expect(end.accessibilityIncrement() == 1)
        var start = ScrubberCore(value: 0.01)
        #expect(start.accessibilityDecrement() == 0)
        #expect(ScrubberCore.accessibilityLabel == "Playback position")
    }

    @Test func withoutALengthSwipesMoveFivePercent() {
        var scrubber = ScrubberCore(value: 0.5)
        #expect(abs(scrubber.accessibilityIncrement() - 0.55) < 1e-9)
        #expect(scrubber.accessibilityValue == "55 %")
    }
}
