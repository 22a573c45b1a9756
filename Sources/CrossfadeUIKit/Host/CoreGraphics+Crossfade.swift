#if canImport(UIKit)
    import CoreGraphics
    import CrossfadeMotion

    extension CGRect {
        /// The engine's rectangle, pt.
        init(_ rect: Rect) {
            self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
        }
    }

    extension CGPoint {
        /// The engine's point, pt.
        init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
    }

    extension CGAffineTransform {
        /// The engine's affine transform (the same six numbers, about the layer's centre).
        init(_ t: CrossfadeMotion.AffineTransform) {
            self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
        }
    }

    extension Point {
        /// A UIKit point, pt.
        init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    }

    extension Rect {
        /// A UIKit rectangle, pt.
        init(_ rect: CGRect) {
            self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
        }
    }

    extension Size {
        /// A UIKit size, pt.
        init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
    }
#endif
