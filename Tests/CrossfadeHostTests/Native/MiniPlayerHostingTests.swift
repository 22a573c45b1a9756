import CrossfadeHost
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import Testing

/// The mini player façade's rules (issue 45): the tab accessory on iOS 26 and
/// later, the overlay before; the real tab bar's height; Dynamic Type; the insets.
@Suite("Mini player hosting")
struct MiniPlayerHostingTests {
    @Test(arguments: [(17, MiniPlayerHosting.overlay), (18, .overlay), (25, .overlay), (26, .tabAccessory), (27, .tabAccessory)])
    func theAccessoryFromIOS26(major: Int, hosting: MiniPlayerHosting) {
        #expect(MiniPlayerHosting(systemMajorVersion: major) == hosting)
    }

    @Test func onlyTheOverlayMovesTheTabBarAndInsetsTheChildren() {
        let overlay = MiniPlayerHosting.overlay.configuration(tabBarHeight: 49, barHeight: 64)
        let accessory = MiniPlayerHosting.tabAccessory.configuration(tabBarHeight: 49, barHeight: 64)
        #expect(overlay.followed == [PlayerLayers.tabBar] && accessory.followed.isEmpty, "UIKit keeps its own minimize behaviour")
        #expect(overlay.options["miniPlayerStyle"] == .string("card") && accessory.options["miniPlayerStyle"] == .string("bar"))
        #expect(accessory.options["tabBarHeight"] == .number(49) && accessory.options["miniPlayerHeight"] == .number(64))
        #expect(MiniPlayerHosting.overlay.additionalBottomInset(barHeight: 72) == 72)
        #expect(MiniPlayerHosting.tabAccessory.additionalBottomInset(barHeight: 72) == nil, "the app's insets are left alone")
        #expect(MiniPlayerHosting.hidesHost(isPresented: false, placement: nil))
        #expect(!MiniPlayerHosting.hidesHost(isPresented: true, placement: nil), "an overlay shows")
        #expect(MiniPlayerHosting.hidesHost(isPresented: true, placement: TabAccessoryPlacement.none), "no accessory now")
        #expect(!MiniPlayerHosting.hidesHost(isPresented: true, placement: .inline))
    }

    /// (line, the tab bar's frame height, the bottom safe area, the option).
    @Test(arguments: [
        (#line, 83.0, 34.0, 49.0), (#line, 53, 21, 32), (#line, 49, 0, 49), (#line, 20, 34, 0), (#line, .nan, 34, 49), (#line, 900, 0, 200)
    ])
    func theTabBarsRealHeight(line: Int, frame: Double, bottom: Double, height: Double) {
        #expect(MiniPlayerMetrics.tabBarHeight(frameHeight: frame, bottomSafeArea: bottom) == height, "line \(line)")
    }

    /// (line, Dynamic Type's scale, the bar's height).
    @Test(arguments: [(#line, 0.82, 64.0), (#line, 1.0, 64), (#line, 1.235, 79), (#line, 1.5, 96), (#line, 3.12, 102), (#line, .nan, 64)])
    func theBarGrowsWithDynamicType(line: Int, scale: Double, height: Double) {
        #expect(MiniPlayerMetrics.barHeight(textScale: scale) == height, "line \(line)")
    }

    @Test func onlyChangedHeightsAreWritten() {
        let current = MiniPlayerMetrics.options(tabBarHeight: 49, barHeight: 64)
        #expect(MiniPlayerMetrics.changes(tabBarHeight: 49, barHeight: 64, current: current).isEmpty)
        #expect(MiniPlayerMetrics.changes(tabBarHeight: 32, barHeight: 64, current: current) == ["tabBarHeight": .number(32)])
    }

    /// (line, placement, frame reported, the engine's accessory frame).
    @Test(
        arguments: [
            (
                #line, TabAccessoryPlacement.expanded, Rect(x: 16, y: 713.333_333, width: 358, height: 48),
                Rect(x: 16, y: 713.3333, width: 358, height: 48)
            ),
            (#line, .inline, Rect(x: 96, y: 770, width: 198, height: 40), Rect(x: 96, y: 770, width: 198, height: 40)),
            (#line, .none, Rect(x: 16, y: 713, width: 358, height: 48), nil),
            (#line, .expanded, Rect(x: 16, y: 713, width: 0, height: 48), nil),
            (#line, .expanded, Rect(x: .nan, y: 713, width: 358, height: 48), nil)
        ] as [(Int, TabAccessoryPlacement, Rect, Rect?)])
    func theAccessorysFrameBecomesTheEnvironments(line: Int, placement: TabAccessoryPlacement, frame: Rect, expected: Rect?) {
        #expect(placement.environment(InteractionEnvironment(), accessoryFrame: frame).accessoryFrame == expected, "line \(line)")
        #expect(placement.showsBar == (placement != .none))
    }

    /// The real engine behind the accessory: the app's bar is mounted in the
    /// accessory's frame, no engine tab bar or home; the tab bar minimizing moves the
    /// bar inline without a restart, and an open player stays open.
    @Test func theBarFollowsTheAccessoryWithoutARestart() throws {
        var host = ViewHost(MiniPlayerHosting.tabAccessory.configuration(tabBarHeight: 49, barHeight: 64))
        _ = host.setInWindow(true)
        let expanded = TabAccessoryPlacement.expanded.environment(
            InteractionEnvironment(), accessoryFrame: Rect(x: 16, y: 713, width: 358, height: 48))
        _ = host.layout(viewport: ViewHostTests.phone, environment: expanded, atPlatformTime: 1)
        _ = host.frame(at: 1.01)
        func bar() throws -> Rect {
            var session = try #require(host.session)
            let layers = host.configuration.filter.apply(session.mountedLayers)
            #expect(!Scene(viewport: ViewHostTests.phone, layers: layers).flattened.contains { $0.layer.id == "tabBar" || $0.layer.id == "home" })
            return try #require(Scene(viewport: ViewHostTests.phone, layers: layers).flatLayer("miniPlayer")).box
        }
        #expect(try bar() == Rect(x: 16, y: 713, width: 358, height: 48))
        _ = host.perform(PlayerTransition.Action.open.interactionAction, atPlatformTime: 1.1)
        var t = 1.12
        while t < 3 { _ = host.frame(at: t); t += 1.0 / 60 }
        let inline = TabAccessoryPlacement.inline.environment(InteractionEnvironment(), accessoryFrame: Rect(x: 96, y: 770, width: 198, height: 40))
        _ = host.setEnvironment(inline, atPlatformTime: 3)
        _ = host.frame(at: 3.01)
        #expect(try PlayerReading(#require(host.session?.driver.state)).isOpen, "still open")
        _ = host.perform(PlayerTransition.Action.close.interactionAction, atPlatformTime: 3.1)
        t = 3.12
        while t < 5 { _ = host.frame(at: t); t += 1.0 / 60 }
        #expect(try bar() == Rect(x: 96, y: 770, width: 198, height: 40), "closed into the inline accessory")
        #expect(try #require(host.recording()).contains(#""accessoryFrame":{"x":96,"y":770,"width":198,"height":40}"#))
    }
}
