#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// The UIKit controller a SwiftUI façade (`CardStack`, `NowPlayingCarousel`) puts
    /// in the hierarchy: its view is the façade's UIKit host view, and the hosting
    /// controllers of your SwiftUI content in the host's slots are its children, so
    /// that content sits in the view-controller hierarchy SwiftUI placed the façade in.
    @MainActor
    public final class SlotHostViewController<HostView: CrossfadeHostView>: UIViewController {
        /// The UIKit host view (a `CardStackView`, a `CoverCarouselView`).
        public let hostView: HostView
        let slots: SlotHostingControllers

        init(hostView: HostView, slots: SlotHostingControllers) {
            self.hostView = hostView
            self.slots = slots
            super.init(nibName: nil, bundle: nil)
            slots.parent = self
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        /// The host view is this controller's view.
        override public func loadView() { view = hostView }

        /// SwiftUI took the façade away: every hosting controller is removed and the
        /// host view stops (its display link invalidated).
        func tearDown() {
            slots.removeAll()
            hostView.tearDown()
        }
    }
#endif
