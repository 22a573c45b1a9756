#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    extension View {
        /// A mini player over this view (a `TabView`, typically) while `isPresented`:
        /// `bar` is its row above the tab bar; dragging or tapping it opens `content`
        /// full screen, and `isOpen` follows (and opens or closes it when set).
        /// Touches where the player draws nothing reach this view.
        ///
        /// ```swift
        /// TabView { … }.miniPlayer(isPresented: $playing, isOpen: $nowPlaying) { NowPlayingView() } bar: { MiniBar() }
        /// ```
        public func miniPlayer<Content: View, Bar: View>(
            isPresented: Binding<Bool>, isOpen: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
            @ViewBuilder bar: @escaping () -> Bar
        ) -> some View {
            overlay(alignment: .center) { MiniPlayerOverlay(isPresented: isPresented, isOpen: isOpen, content: content, bar: bar) }
        }
    }

    /// The UIKit host view running player-transition over the view, with the
    /// player and the bar in hosting controllers' views in its slots.
    struct MiniPlayerOverlay<Content: View, Bar: View>: UIViewRepresentable {
        @Binding var isPresented: Bool
        @Binding var isOpen: Bool
        let content: () -> Content
        let bar: () -> Bar
        /// An overlay above the tab bar, or the bar in iOS 26's accessory (`link` says where it is).
        var hosting = MiniPlayerHosting.overlay
        var link: AccessoryLink?

        func makeCoordinator() -> SlotHostingControllers { SlotHostingControllers() }

        func makeUIView(context: Context) -> CrossfadeHostView {
            let host = CrossfadeHostView(
                configuration: hosting.configuration(tabBarHeight: 49, barHeight: MiniPlayerMetrics.defaultBarHeight))
            let coordinator = context.coordinator
            host.slotView = { slot in coordinator.view(for: slot) }
            link.map { link in
                link.hostView = host
                host.adjustEnvironment = { [weak link] environment in link?.environment(environment) ?? environment }
            }
            return host
        }

        func updateUIView(_ host: CrossfadeHostView, context: Context) {
            context.coordinator.views = [.playerContent: { AnyView(content()) }, .miniPlayerContent: { AnyView(bar()) }]
            context.coordinator.environment = context.environment
            context.coordinator.refresh()
            host.isHidden = MiniPlayerHosting.hidesHost(isPresented: isPresented, placement: link?.placement)
            host.onEvent = { event in event.settled?.playerIsOpen.map { isOpen = $0 } }
            let shown = host.host.state.map { PlayerReading($0).isOpen } ?? false
            BindingSync.presentation(wanted: isOpen, shown: shown).map { change in
                host.perform(PlayerOpening.action(change).interactionAction)
            }
        }

        /// SwiftUI removed the overlay: the hosted content is let go and the display link stops.
        static func dismantleUIView(_ host: CrossfadeHostView, coordinator: SlotHostingControllers) {
            coordinator.removeAll()
            host.tearDown()
        }
    }
#endif
