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

    static func notices(_ frames: [ViewFrame]) -> [AccessibilityNotice] { frames.flatMap { $0.accessibilityNotices } }

    @Test func aPresentedCardMakesTheHostModalAndReadsOnlyTheCard() {
        var t = 1.0
        var (host, frames) = Self.started(.cardSheet(contentHeight: 1200), t: &t)
        #expect(frames.first?.accessibilityIsModal == false)
        #expect(frames.first?.accessibilityNotices == [.layoutChanged], "the first reading takes no one's focus")
        let before = Self.identities(frames.compactMap { $0.accessibility }.last)
        _ = host.perform(CardPresentation.Action.present.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == true)
        let open = Self.identities(frames.compactMap { $0.accessibility }.last)
        #expect(!open.isEmpty && open != before)
        #expect(Set(open).isDisjoint(with: before), "the app behind the card (its presenting snapshot) is not read: \(before) / \(open)")
        #expect(open.contains { $0.hasPrefix("layer:card.") })
        let screens = Self.notices(frames).filter { if case .screenChanged = $0 { true } else { false } }
        #expect(screens.count == 1, "\(screens)")
        if case .screenChanged(let focus)? = screens.first {
            #expect(
                focus != nil
                    && Self.identities(frames.compactMap { $0.accessibility }.first { $0.contains { $0.identity == focus } }).isEmpty == false)
        }
        // Dismissed: modal no more, a new screen again.
        _ = host.perform(CardPresentation.Action.dismiss.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == false)
        #expect(Self.notices(frames).contains { if case .screenChanged = $0 { true } else { false } })
    }

    @Test func theOpenPlayerIsModalAndClosingItGivesFocusBackToTheMiniPlayer() {
        var t = 1.0
        var (host, frames) = Self.started(.miniPlayer(), t: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == false)
        let closed = Self.identities(frames.compactMap { $0.accessibility }.last)
        _ = host.perform(PlayerTransition.Action.open.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        #expect(frames.compactMap { $0.accessibilityIsModal }.last == true)
        let labels = (frames.compactMap { $0.accessibility }.last ?? []).compactMap { item -> String? in
            if case .element(let element) = item { element.label } else { nil }
        }
        #expect(!labels.isEmpty)
        _ = host.perform(PlayerTransition.Action.close.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        let back = Self.notices(frames).compactMap { notice -> String?? in
            if case .screenChanged(let focus) = notice { focus } else { nil }
        }
        #expect(back.count == 1)
        if let focus = back.first, let focus {
            #expect(closed.contains(focus), "focus back on \(focus), one of \(closed)")
        } else {
            Issue.record("closing the player says where focus goes: \(back)")
        }
    }

    @Test func elementsKeepTheirIdentityWhileTheirValuesChangeAndTheTrackIsAnnouncedOnceAtRest() {
        var t = 1.0
        var (host, frames) = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo), t: &t)
        let before = frames.compactMap { $0.accessibility }.last ?? []
        _ = host.perform(CoverCarousel.Action.next.interactionAction, atPlatformTime: t)
        frames = Self.settle(&host, from: &t)
        let after = frames.compactMap { $0.accessibility }.last ?? []
        // The element whose value changed (the carousel: its centred track) keeps its identity.
        let changed = after.filter { item in before.contains { $0.identity == item.identity && $0 != item } }
        #expect(!changed.isEmpty, "an element changed its value or label in place")
        #expect(Set(Self.identities(after)) == Set(Self.identities(before)))
        let announcements = Self.notices(frames).filter { if case .announcement = $0 { true } else { false } }
        #expect(announcements.count == 1, "\(announcements)")
        #expect(frames.last?.accessibilityNotices.contains { if case .announcement = $0 { true } else { false } } == true)
        #expect(!Self.notices(frames).contains { if case .screenChanged = $0 { true } else { false } })
        #expect(!Self.notices(frames).contains(.layoutChanged), "nothing came or went")
    }

    @Test func whileMovingItIsReadEveryTenthFrameNotEveryFrame() {
        var t = 1.0
        var (host, _) = Self.started(ViewHost.Configuration(interaction: "cover-carousel", presentation: .demo), t: &t)
        _ = host.perform(CoverCarousel.Action.next.interactionAction, atPlatformTime: t)
        let frames = Self.settle(&host, from: &t)
        let whileMoving = frames.dropLast().indices.filter { frames[$0].accessibility != nil }
        #expect(frames.count > 20)
        #expect(!whileMoving.isEmpty, "read while moving")
        #expect(whileMoving.allSatisfy { $0 % 10 == 9 }, "read at frames \(whileMoving) of \(frames.count)")
    }
}
