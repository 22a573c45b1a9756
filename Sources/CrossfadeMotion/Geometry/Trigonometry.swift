// The standard library has square roots but no sine, cosine, exponential or
// logarithm. The engine imports no Foundation, so it takes them straight from
// the platform's C library module (the same functions Foundation re-exports).
// This is the only file in the engine that imports anything.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(Android)
import Android
#endif

extension Double {
    /// The sine of `self` (radians).
    @inlinable public var sine: Double { sin(self) }
    /// The cosine of `self` (radians).
    @inlinable public var cosine: Double { cos(self) }
    /// e raised to `self`.
    @inlinable public var exponential: Double { exp(self) }
    /// The natural logarithm of `self`.
    @inlinable public var naturalLogarithm: Double { log(self) }
    /// `self` raised to `exponent`.
    @inlinable public func raised(to exponent: Double) -> Double { pow(self, exponent) }
    /// The angle of the vector (x, `self`) in radians, as C's `atan2(self, x)`.
    @inlinable public func arcTangent(x: Double) -> Double { atan2(self, x) }
}
