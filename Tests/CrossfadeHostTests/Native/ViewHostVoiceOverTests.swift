import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// VoiceOver in a native host: elements keep their identity across frames (the
/// focus stays), the host view is modal while a card is presented or the player
/// open, and VoiceOver is told a new screen, a changed layout or an announcement.
@Suite("View host VoiceOver")
struct ViewHostVoiceOverTests {
    static let phone = Size(width: 390, height: 844)

    /// Runs frames until the interaction rests; every frame's VoiceOver output.
    static func settle(_ host: inout ViewHost, from t: inout Double) -> [ViewFrame] {
        var frames: [ViewFrame] = []
        repeat {
            t += 1.0 / 60
            frames.append(host.frame(at: t))
        } while !(frames.last?.displayLinkPaused ?? true) && t < 10
        return frames
    }

    static func started(_ configuration: ViewHost.Configuration, t: inout Double) -> (ViewHost, [ViewFrame]) {
        var host = ViewHost(configuration)
        _ = host.setInWindow(true)
        _ = host.layout(viewport: phone, environment: InteractionEnvironment())
        let frames = settle(&host, from: &t)
        return (host, frames)
    }

    static func identities(_ items: [AccessibilityItem]?) -> [String] { (items ?? []).map { $0.identity } }

    @Test func aPresentedCardMakesTheHostModalAndReadsOnlyTheCard() {
        var t = 1.0
        var (host, frames) = Self.started(.cardSheet(contentHeight: 1200), t: &t)
        #expect(frames.first?.accessibilityIsModal == false)
        #expect(frames.first?.accessibilityNotices.first == .screenChanged)
        let before = Self.identities(frames.compactMap { $0.accessibility }.last)
        _ = host.perform(CardPresentation.Action.present.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == true)
        #expect(frames.flatMap { $0.accessibilityNotices }.contains(.screenChanged))
        let open = Self.identities(frames.compactMap { $0.accessibility }.last)
        #expect(!open.isEmpty && open != before)
        #expect(Set(open).isDisjoint(with: before), "the app behind the card (its presenting snapshot) is not read: \(before) / \(open)")
        #expect(open.contains { $0.hasPrefix("layer:card.") })
        // Dismissed: modal no more, a new screen again.
        _ = host.perform(CardPresentation.Action.dismiss.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == false)
    }

    @Test func theOpenPlayerIsModal() {
        var t = 1.0
        var (host, frames) = Self.started(.miniPlayer(), t: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == false)
        _ = host.perform(PlayerTransition.Action.open.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == true)
        let labels = (frames.compactMap { $0.accessibility }.last ?? []).compactMap { item -> String? in
            if case .element(let element) = item { element.label } else { nil }
        }
        #expect(!labels.isEmpty)
    }

    @Test func elementsKeepTheirIdentityWhileTheirValuesChange() {
        var t = 1.0
        var (host, frames) = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo), t: &t)
        let before = frames.compactMap { $0.accessibility }.last ?? []
        _ = host.perform(CoverCarousel.Action.next.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        let after = frames.compactMap { $0.accessibility }.last ?? []
        #expect(after != before, "the centred cover's label or value changed")
        #expect(Set(Self.identities(after)).isSuperset(of: Self.identities(before).filter { $0.hasPrefix("layer:button") }))
        #expect(frames.flatMap { $0.accessibilityNotices }.contains { if case .announcement = $0 { true } else { false } })
        #expect(!frames.flatMap { $0.accessibilityNotices }.contains(.screenChanged))
    }

    @Test func whileMovingItIsReadEveryTenthFrameNotEveryFrame() {
        var t = 1.0
        var (host, _) = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo), t: &t)
        _ = host.perform(CoverCarousel.Action.next.interactionAction, atPlatformTime: t)
        let frames = Self.settle(&host, from: &t)
        let read = frames.filter { $0.accessibility != nil }.count
        #expect(frames.count > 20)
        #expect(read >= 1 && read <= frames.count / 10 + 2, "\(read) of \(frames.count) frames")
    }
}
