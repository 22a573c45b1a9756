#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import CrossfadeScene
    import UIKit

    /// One VoiceOver element the host core made from a layer: its frame, label,
    /// value and traits, and the interaction actions that stand for its gestures —
    /// a double tap, swipes up and down on an adjustable element, the escape
    /// scrub, and the rotor's named actions.
    @MainActor
    final class LayerAccessibilityElement: UIAccessibilityElement {
        private var element: AccessibilityElement?
        private weak var hostView: CrossfadeHostView?

        /// An element in `hostView`; `update(_:)` gives it its layer's values.
        init(in hostView: CrossfadeHostView) {
            self.hostView = hostView
            super.init(accessibilityContainer: hostView)
        }

        /// The layer's values now: the same object stays VoiceOver's focus.
        func update(_ element: AccessibilityElement) {
            self.element = element
            accessibilityFrameInContainerSpace = CGRect(element.frame)
            accessibilityLabel = element.label
            accessibilityValue = element.value
            accessibilityTraits = UIAccessibilityTraits(element.traitList.map(UIKitTranslation.trait))
            // Made again only when the layer's actions change (the rotor keeps its place).
            let made = madeActions[element.actions] ?? customActions(element)
            madeActions = [element.actions: made]
            accessibilityCustomActions = made
        }

        private var madeActions: [[AccessibilityInfo.Action]: [UIAccessibilityCustomAction]] = [:]

        private func customActions(_ element: AccessibilityElement) -> [UIAccessibilityCustomAction] {
            element.customActions.map { custom in
                UIAccessibilityCustomAction(name: custom.label) { [weak hostView] _ in
                    hostView?.onAccessibilityAction()
                    hostView?.perform(custom.action)
                    return true
                }
            }
        }

        override func accessibilityActivate() -> Bool { perform(.activate) }

        override func accessibilityIncrement() { _ = perform(.increment) }

        override func accessibilityDecrement() { _ = perform(.decrement) }

        override func accessibilityPerformEscape() -> Bool { perform(.escape) }

        /// Performs the element's action of `kind`; false when it offers none.
        private func perform(_ kind: AccessibilityInfo.Action.Kind) -> Bool {
            guard let action = element?.action(kind) else { return false }
            hostView?.onAccessibilityAction()
            hostView?.perform(action)
            return true
        }
    }
#endif
