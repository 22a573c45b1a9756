import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import Testing

/// The platform's reports in the engine's terms: the environment from traits, and UIKit's rule for a sheet the delegate keeps.
@Suite("Platform input")
struct PlatformInputTests {
    static func traits(rtl: Bool = false, size: ContentSizeCategory? = nil, appearance: PlatformTraits.Appearance = .unspecified) -> PlatformTraits {
        PlatformTraits(
            safeArea: (top: 59, left: 12, bottom: 34, right: 44), isRightToLeft: rtl, reduceMotion: true, contentSize: size,
            appearance: appearance)
    }

    @Test func leftAndRightBecomeLeadingAndTrailingByDirection() {
        let ltr = Self.traits().environment.safeArea, rtl = Self.traits(rtl: true).environment.safeArea
        #expect((ltr.leading, ltr.trailing) == (12, 44))
        #expect((rtl.leading, rtl.trailing) == (44, 12))
        #expect(Self.traits(rtl: true).environment.layoutDirection == .rightToLeft)
        #expect(Self.traits().environment.reduceMotion)
    }

    @Test func theContentSizeBecomesTheTextScale() {
        #expect(Self.traits().environment.textScale == 1)
        #expect(Self.traits(size: .large).environment.textScale == 1)
        #expect(Self.traits(size: .extraExtraExtraLarge).environment.textScale == 1.352941)  // 23 / 17 on the 1e-6 grid
        #expect(Self.traits(size: .accessibilityExtraExtraExtraLarge).environment.textScale == 3.117647)
    }

    @Test func anUnspecifiedAppearanceIsLight() {
        #expect(Self.traits().environment.appearance == .light)
        #expect(Self.traits(appearance: .light).environment.appearance == .light)
        #expect(Self.traits(appearance: .dark).environment.appearance == .dark)
    }

    @Test func insetsAreKeptInTheOptionsRangeAndOnTheirGrid() {
        var traits = Self.traits()
        traits.top = 47.123456789
        traits.bottom = 500
        traits.left = -3
        traits.right = .nan
        let insets = traits.environment.safeArea
        #expect((insets.top, insets.bottom, insets.leading, insets.trailing) == (47.123457, 200, 0, 0))
    }

    @Test func theEnvironmentsOptionsAreTheSixEveryInteractionTakes() {
        let names = OptionTable<PlayerTransition.Configuration>.environment().map { $0.spec.name }
        #expect(Set(Self.traits().environment.options.keys) == Set(names))
        let options = Self.traits(rtl: true, appearance: .dark).environment.options
        #expect(options["rtl"] == .bool(true))
        #expect(options["appearance"] == .string("dark"))
        #expect(options["topSafeArea"] == .number(59))
    }
}

/// SwiftUI's bindings against what a UIKit host shows: one rule.
@Suite("Binding sync")
struct BindingSyncTests {
    @Test(arguments: [(true, false, PresentationChange?.some(.present)), (false, true, .dismiss), (true, true, nil), (false, false, nil)])
    func aPresentationChangesOnlyWhenWantedDiffersFromShown(_ wanted: Bool, _ shown: Bool, _ expected: PresentationChange?) {
        #expect(BindingSync.presentation(wanted: wanted, shown: shown) == expected)
    }

    @Test func aValueIsAskedForOnlyWhenItDiffers() {
        #expect(BindingSync.change(to: 3, from: 2) == 3)
        #expect(BindingSync.change(to: 2, from: 2) == nil)
    }
}
