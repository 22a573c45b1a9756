#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import CrossfadeScene
    import QuartzCore
    import UIKit

    /// The host core's values in UIKit's and Core Animation's terms: one table per
    /// type, one case per value, nothing decided.
    @MainActor
    enum UIKitTranslation {
        static func makeView(_ kind: ContentKind) -> any HostedLayer {
            switch kind {
            case .plain: PlainLayerView(frame: .zero)
            case .text: TextLayerView(frame: .zero)
            case .path: PathLayerView(frame: .zero)
            case .artwork: ArtworkLayerView(frame: .zero)
            case .slot: SlotLayerView(frame: .zero)
            }
        }

        static func corner(_ corner: LayerUpdate.Corner) -> CACornerMask {
            switch corner {
            case .topLeft: .layerMinXMinYCorner
            case .topRight: .layerMaxXMinYCorner
            case .bottomLeft: .layerMinXMaxYCorner
            case .bottomRight: .layerMaxXMaxYCorner
            }
        }

        static func cgColor(_ color: CrossfadeMotion.Color) -> CGColor {
            UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)).cgColor
        }

        static func weight(_ weight: TextContent.Weight) -> UIFont.Weight {
            switch weight {
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            }
        }

        /// The engine's leading is the left edge and trailing the right (it mirrors right-to-left layouts itself).
        static func alignment(_ alignment: TextContent.Alignment) -> NSTextAlignment {
            switch alignment {
            case .leading: .left
            case .center: .center
            case .trailing: .right
            }
        }

        static func cgPath(_ path: VectorPath) -> CGPath {
            let cgPath = CGMutablePath()
            for element in path.elements {
                switch element {
                case .move(let point): cgPath.move(to: CGPoint(point))
                case .line(let point): cgPath.addLine(to: CGPoint(point))
                case .quadCurve(let end, let control): cgPath.addQuadCurve(to: CGPoint(end), control: CGPoint(control))
                case .curve(let end, let control1, let control2):
                    cgPath.addCurve(to: CGPoint(end), control1: CGPoint(control1), control2: CGPoint(control2))
                case .close: cgPath.closeSubpath()
                }
            }
            return cgPath
        }

        static func state(_ state: RecognizerState) -> UIGestureRecognizer.State {
            switch state {
            case .possible: .possible
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }

        /// The notification for `notice`, the text it says and the identity of the item to focus.
        static func notification(_ notice: AccessibilityNotice) -> (UIAccessibility.Notification, text: String?, focus: String?) {
            switch notice {
            case .screenChanged(let focus): (.screenChanged, nil, focus)
            case .layoutChanged: (.layoutChanged, nil, nil)
            case .announcement(let text): (.announcement, text, nil)
            }
        }

        static func trait(_ trait: AccessibilityElement.Trait) -> UIAccessibilityTraits {
            switch trait {
            case .button: .button
            case .adjustable: .adjustable
            case .header: .header
            case .staticText: .staticText
            case .image: .image
            case .selected: .selected
            }
        }

        @available(iOS 26.0, *)
        static func placement(_ environment: UITabAccessory.Environment) -> TabAccessoryPlacement {
            switch environment {
            case .regular: .expanded
            case .inline: .inline
            case .none, .unspecified: .none
            @unknown default: .none
            }
        }

        static func statusBarStyle(_ style: StatusBarStyle) -> UIStatusBarStyle {
            switch style {
            case .lightContent: .lightContent
            case .darkContent: .darkContent
            }
        }

        static func appearance(_ style: UIUserInterfaceStyle) -> PlatformTraits.Appearance {
            switch style {
            case .unspecified: .unspecified
            case .light: .light
            case .dark: .dark
            @unknown default: .unspecified
            }
        }

        /// Dynamic Type's categories by UIKit's name for them (unspecified is absent: the default size).
        static let contentSizes: [UIContentSizeCategory: ContentSizeCategory] = [
            .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .extraLarge,
            .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
            .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
            .accessibilityExtraLarge: .accessibilityExtraLarge, .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
        ]

    }
#endif
