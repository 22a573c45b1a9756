import CrossfadeTestSupport
import Testing
@testable import CrossfadeMotion

@Suite("Geometry and interpolation")
struct GeometryTests {
    @Test func transformsComposeInOrder() {
        let scaleThenMove = AffineTransform(scaleX: 0.9, y: 0.9).concatenating(AffineTransform(translationX: 0, y: -30))
        #expect(scaleThenMove.apply(to: Point(x: 10, y: 10)) == Point(x: 9, y: -21))
        let moveThenScale = AffineTransform(translationX: 0, y: -30).concatenating(AffineTransform(scaleX: 0.9, y: 0.9))
        let moved = moveThenScale.apply(to: Point(x: 10, y: 10))
        #expect(isClose(moved.x, 9, tolerance: 1e-12) && isClose(moved.y, -18, tolerance: 1e-12))
        #expect(AffineTransform.identity.concatenating(scaleThenMove) == scaleThenMove)
    }

    @Test func rotationTurnsXTowardY() {
        let quarter = AffineTransform(rotationAngle: Double.pi / 2)
        let p = quarter.apply(to: Point(x: 1, y: 0))
        #expect(isClose(p.x, 0, tolerance: 1e-12) && isClose(p.y, 1, tolerance: 1e-12))
    }

    @Test func inversionUndoes() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<100 {
            let t = AffineTransform(rotationAngle: random.double(in: -3...3))
                .concatenating(AffineTransform(scaleX: random.double(in: 0.1...3), y: random.double(in: 0.1...3)))
                .concatenating(AffineTransform(translationX: random.double(in: -100...100), y: random.double(in: -100...100)))
            let p = Point(x: random.double(in: -500...500), y: random.double(in: -500...500))
            let back = t.inverted()!.apply(to: t.apply(to: p))
            #expect(isClose(back.x, p.x, tolerance: 1e-9) && isClose(back.y, p.y, tolerance: 1e-9))
        }
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func rectangles() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.contains(Point(x: 10, y: 20)) && !rect.contains(Point(x: 110, y: 20)))
        #expect(rect.center == Point(x: 60, y: 45))
        #expect(rect.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 110, height: 70))
        #expect(rect.intersection(Rect(x: 100, y: 60, width: 50, height: 50)) == Rect(x: 100, y: 60, width: 10, height: 10))
        #expect(rect.intersection(Rect(x: 500, y: 0, width: 1, height: 1)) == nil)
        #expect(lerp(Rect.zero, rect, 0.5) == Rect(x: 5, y: 10, width: 50, height: 25))
    }

    @Test func coloursAndCorners() {
        let spotifyGreen = Color(hex: 0x1DB954)
        #expect(isClose(spotifyGreen.green, 185.0 / 255, tolerance: 1e-12))
        #expect(lerp(Color.black, Color.white, 0.5) == Color(white: 0.5))
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 0.5).clamped == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let card = CornerRadius(12, corners: .top)
        #expect(card.radius(for: .topLeft) == 12 && card.radius(for: .bottomRight) == 0)
        #expect(CornerRadius(-4).radius == 0)
    }

    @Test func interpolationHelpers() {
        #expect(lerp(10.0, 20.0, 0.25) == 12.5)
        #expect(lerp(10.0, 20.0, 1.5) == 25)  // extrapolates
        #expect(clamp(5, 0...1) == 1 && clamp(-5, 0...1) == 0 && clamp(.nan, 0...1) == 0)
        // A cover's scale 0.86…1.0 onto alpha 0.25…1.0.
        #expect(isClose(remap(0.93, from: 0.86...1.0, to: 0.25...1.0), 0.625, tolerance: 1e-12))
        #expect(remap(0.5, from: 0.86...1.0, to: 0.25...1.0) == 0.25)
        #expect(remap(0.5, from: 0.86...1.0, to: 0.25...1.0, clamped: false) < 0)
        #expect(remap(3, from: 1...1, to: 0...10) == 10)
    }

    @Test func animatableConformancesAreComponentwise() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t - t == .zero && (t + t) == t.scaled(by: 2))
        #expect(Vector(dx: 3, dy: 4).magnitude == 5)
        #expect(Size(width: 3, height: 4).magnitude == 5)
        #expect((Point(x: 1, y: 2) * 3) == Point(x: 3, y: 6))
    }
}
