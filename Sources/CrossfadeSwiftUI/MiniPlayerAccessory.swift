#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import CrossfadeMotion
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    @available(iOS 26.0, *)
    extension View {
        /// iOS 26's mini player (a `TabView`'s): `bar` is shown in the system's bottom
        /// accessory (`tabViewBottomAccessory`), expanded above the tab bar or inline
        /// as it minimizes; dragging or tapping it opens `content` full screen, grown
        /// from the accessory's frame by the engine, and `isOpen` follows (and opens
        /// or closes it when set). The tab bar and its minimize behaviour stay SwiftUI's.
        /// Before iOS 26, use `miniPlayer(isPresented:isOpen:content:bar:)`.
        ///
        /// ```swift
        /// TabView { … }.miniPlayerAccessory(isOpen: $nowPlaying) { NowPlayingView() } bar: { MiniBar() }
        /// ```
        public func miniPlayerAccessory<Content: View, Bar: View>(
            isOpen: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder bar: @escaping () -> Bar
        ) -> some View {
            MiniPlayerAccessoryHost(base: self, isOpen: isOpen, content: content, bar: bar)
        }
    }

    /// The view with the engine's overlay over it and an anchor in its bottom
    /// accessory, joined by one link (kept as state) that hands the anchor's frame
    /// and placement to the overlay's engine.
    @available(iOS 26.0, *)
    struct MiniPlayerAccessoryHost<Base: View, Content: View, Bar: View>: View {
        let base: Base
        @Binding var isOpen: Bool
        let content: () -> Content
        let bar: () -> Bar
        @State private var link = AccessoryLink()

        var body: some View {
            base.overlay(alignment: .center) {
                MiniPlayerOverlay(
                    isPresented: .constant(true), isOpen: $isOpen, content: content, bar: bar, hosting: .tabAccessory, link: link)
            }
            .tabViewBottomAccessory { AccessoryAnchor(link: link) }
        }
    }

    /// What the accessory's anchor tells the overlay: where the system placed it.
    @MainActor
    final class AccessoryLink {
        weak var hostView: CrossfadeHostView?
        weak var anchor: UIView?
        var placement = TabAccessoryPlacement.none

        /// `environment` with the accessory's frame in the host view, as the engine takes it.
        func environment(_ environment: InteractionEnvironment) -> InteractionEnvironment {
            let frame = anchor.flatMap { anchor in hostView.map { anchor.convert(anchor.bounds, to: $0) } }
            return placement.environment(
                environment,
                accessoryFrame: frame.map {
                    Rect(x: Double($0.origin.x), y: Double($0.origin.y), width: Double($0.size.width), height: Double($0.size.height))
                })
        }

        /// The anchor moved or the placement changed: the bar shows where the accessory is, or hides.
        func changed() {
            hostView?.isHidden = MiniPlayerHosting.hidesHost(isPresented: true, placement: placement)
            hostView?.environmentDidChange()
        }
    }

    /// The accessory's content: it reads its placement from SwiftUI's environment.
    @available(iOS 26.0, *)
    struct AccessoryAnchor: View {
        let link: AccessoryLink
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement

        var body: some View { AccessoryAnchorRepresentable(link: link, placement: Self.translated(placement)) }

        static func translated(_ placement: TabViewBottomAccessoryPlacement?) -> TabAccessoryPlacement {
            guard let placement else { return .none }
            switch placement {
            case .expanded: return .expanded
            case .inline: return .inline
            @unknown default: return .none
            }
        }
    }

    /// A view that draws nothing (the engine draws the bar over it) and says when it is laid out.
    @available(iOS 26.0, *)
    struct AccessoryAnchorRepresentable: UIViewRepresentable {
        let link: AccessoryLink
        let placement: TabAccessoryPlacement

        func makeUIView(context: Context) -> LayoutReportingView {
            let view = LayoutReportingView(frame: .zero)
            view.onLayout = { [weak link] in link?.changed() }
            return view
        }

        func updateUIView(_ view: LayoutReportingView, context: Context) {
            link.anchor = view
            link.placement = placement
            link.changed()
        }
    }

    /// A view that calls `onLayout` after each layout.
    @MainActor
    final class LayoutReportingView: UIView {
        var onLayout: () -> Void = {}

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }
    }
#endif
