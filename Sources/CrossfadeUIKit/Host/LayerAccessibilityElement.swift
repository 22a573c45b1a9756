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
        private let element: AccessibilityElement
        private weak var hostView: CrossfadeHostView?

        init(_ element: AccessibilityElement, in hostView: CrossfadeHostView) {
            self.element = element
            self.hostView = hostView
            super.init(accessibilityContainer: hostView)
            accessibilityFrameInContainerSpace = CGRect(element.frame)
            accessibilityLabel = element.label
            accessibilityValue = element.value
            accessibilityTraits = UIAccessibilityTraits(element.traitList.map(UIKitTranslation.trait))
            accessibilityCustomActions = element.customActions.map { custom in
                UIAccessibilityCustomAction(name: custom.label) { [weak hostView] _ in
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
            guard let action = element.action(kind) else { return false }
            hostView?.perform(action)
            return true
        }
    }
#endif
