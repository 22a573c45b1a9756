#if canImport(UIKit)
    import CrossfadeHost
    import UIKit

    extension CrossfadeHostView {
        /// New items from the host core: rebuilt, and VoiceOver told the layout changed.
        /// VoiceOver's elements: one `LayerAccessibilityElement` kept per identity
        /// (updated in place, so VoiceOver's focus stays on it), the app's views in slots.
        func updateAccessibility(_ items: [AccessibilityItem]) {
            var kept: [String: LayerAccessibilityElement] = [:]
            accessibilityCache = items.compactMap { item in
                switch item {
                case .element(let element):
                    let made = accessibilityKept[item.identity] ?? LayerAccessibilityElement(in: self)
                    made.update(element)
                    kept[item.identity] = made
                    return made
                case .slot(let handle): return views[handle]?.view
                }
            }
            accessibilityKept = kept
        }

        /// Tells VoiceOver what the host core says (a new screen, a changed layout, an announcement).
        func postAccessibility(_ notice: AccessibilityNotice) {
            let (notification, text, focus) = UIKitTranslation.notification(notice)
            let element: Any? = focus.flatMap { accessibilityKept[$0] }
            UIAccessibility.post(notification: notification, argument: element ?? text)
        }
    }
#endif
