#if canImport(UIKit)
    import CrossfadeHost
    import UIKit

    extension CrossfadeHostView {
        /// New items from the host core: rebuilt, and VoiceOver told the layout changed.
        func updateAccessibility(_ items: [AccessibilityItem]) {
            accessibilityCache = items.compactMap(accessibilityElement)
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }

        private func accessibilityElement(_ item: AccessibilityItem) -> Any? {
            switch item {
            case .element(let element): LayerAccessibilityElement(element, in: self)
            case .slot(let handle): views[handle]?.view
            }
        }
    }
#endif
