#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import SwiftUI
    import UIKit

    /// The app's SwiftUI content for a host's slots, each in a `UIHostingController`
    /// made once per slot, a child of the façade's controller (`parent`), its content
    /// the latest on every update (`refresh()`) and in the façade's own SwiftUI
    /// environment; which children to let go of is `SlotChildren`'s rule (CrossfadeHost).
    ///
    /// Why child hosting controllers and not `UIHostingConfiguration`: Apple documents
    /// the configuration for collection and table view cells, whose content view it
    /// makes; a slot is no cell (the engine sizes and moves it), and content in a slot
    /// may present a sheet, read its safe area or hear appearance calls, which take a
    /// view controller in the hierarchy: a child `UIHostingController` is that,
    /// documented for embedding SwiftUI in UIKit. Neither carries the SwiftUI
    /// environment over by itself (a hosting controller's root starts from the
    /// defaults), so the content's whole environment is set to the representable's
    /// `context.environment` (`environment(\.self, …)`), which holds the values and
    /// the objects put there with `environmentObject(_:)` and `environment(_:)`. That
    /// this carries everything on a device is unverified here (Linux type-checks it only).
    @MainActor
    final class SlotHostingControllers {
        /// The content of each kind of place.
        var views: [Slot.Place: () -> AnyView] = [:]
        /// The content of indexed places (a card, a cover, a page).
        var indexed: (Slot.Place) -> AnyView? = { _ in nil }
        /// The SwiftUI environment the content is given (nil: the hosting controller's own).
        var environment: EnvironmentValues?
        /// The controller the hosting controllers are children of (nil: none, as in an overlay view).
        weak var parent: UIViewController?
        private var children = SlotChildren<UIHostingController<AnyView>>()

        /// The hosting controller's view for `slot`, its root view the content now
        /// (made, and made a child of `parent`, the first time).
        func view(for slot: Slot) -> UIView? {
            guard let content = content(for: slot) else { return nil }
            let controller = children.child(for: slot) { adopt(UIHostingController(rootView: content)) }
            controller.rootView = content
            return controller.view
        }

        /// Gives every hosting controller its slot's latest content (SwiftUI updated the façade).
        func refresh() {
            for (slot, controller) in children.all { controller.rootView = content(for: slot) ?? AnyView(EmptyView()) }
        }

        /// Lets go of the hosting controllers of `slots`.
        func remove(_ slots: [Slot]) {
            for controller in children.remove(slots) { release(controller) }
        }

        /// Lets go of the hosting controllers whose item the app's data no longer holds.
        func remove(outside shape: DataSourceShape?) {
            for controller in children.remove(outside: shape) { release(controller) }
        }

        /// Lets go of every hosting controller (the façade is dismantled).
        func removeAll() {
            for controller in children.removeAll() { release(controller) }
        }

        private func content(for slot: Slot) -> AnyView? {
            let content = views[slot.place].map { $0() } ?? indexed(slot.place)
            return content.map { content in environment.map { AnyView(content.environment(\.self, $0)) } ?? content }
        }

        private func adopt(_ controller: UIHostingController<AnyView>) -> UIHostingController<AnyView> {
            parent.map { parent in
                parent.addChild(controller)
                controller.didMove(toParent: parent)
            }
            return controller
        }

        private func release(_ controller: UIHostingController<AnyView>) {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
    }
#endif
