#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import SwiftUI
    import UIKit

    /// The app's SwiftUI content for a host's slots, each in a hosting controller
    /// of its own, made once per slot and given the latest content on every update.
    @MainActor
    final class SlotHostingControllers {
        /// The content of each kind of place.
        var views: [Slot.Place: () -> AnyView] = [:]
        /// The content of indexed places (a card, a cover, a page).
        var indexed: (Slot.Place) -> AnyView? = { _ in nil }
        private var controllers: [Slot.Place: UIHostingController<AnyView>] = [:]

        /// The hosting controller's view for `slot`, its root view the content now.
        func view(for slot: Slot) -> UIView? {
            guard let content = views[slot.place].map({ $0() }) ?? indexed(slot.place) else { return nil }
            let controller = controllers[slot.place] ?? UIHostingController(rootView: content)
            controller.rootView = content
            controllers[slot.place] = controller
            return controller.view
        }
    }
#endif
