#!/usr/bin/env python3
"""Writes the example payloads of this folder, always the same bytes: python3 make.py"""
import base64, hashlib, json, random, uuid


def java_name_uuid(text):
    """java.util.UUID.nameUUIDFromBytes: MD5 of the bytes, version 3: the built-in account list's UUIDs."""
    digest = bytearray(hashlib.md5(text.encode()).digest())
    digest[6] = (digest[6] & 0x0F) | 0x30
    digest[8] = (digest[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(digest)))


def accounts():
    """The built-in 55-account list (dev.wirerace.model.Accounts), as a sample: the generated path's self-check."""
    return {"accounts": [{field: java_name_uuid(f"wirerace-account-{i}-{field}")
                          for field in ("id", "owner", "number", "branch")} for i in range(55)]}


def order(rnd):
    """An order of 50 lines: numbers, dates, an enum, optional fields."""
    statuses = ["open", "picked", "shipped", "in-transit", "delivered"]
    lines = []
    for i in range(50):
        line = {"lineNo": i + 1, "sku": f"SKU-{rnd.randrange(10**6):06d}", "quantity": rnd.randrange(1, 20),
                "unitPrice": round(rnd.uniform(0.5, 500), 2), "status": statuses[i % len(statuses)],
                "promisedOn": f"2026-12-{1 + i % 28:02d}"}
        if i % 3 == 0:
            line["giftNote"] = "with thanks"
        if i % 4 == 0:
            line["discountPercent"] = rnd.choice([5, 10, 15])
        lines.append(line)
    return {"order-id": 9_000_000_000 + 4711, "placedAt": "2026-11-30T10:15:30Z", "currency": "EUR",
            "customer": {"id": 421337, "name": "Ada Lovelace", "email": "ada@example.org",
                         "shipTo": {"street": "12 Analytical Row", "city": "London", "postcode": "NW1 6XE",
                                    "country": "GB"}},
            "express": False, "lines": lines}


def telemetry(rnd):
    """A telemetry batch of 1,000 numeric points."""
    start = 1_764_670_000_000
    return {"deviceId": "sensor-0042", "firmware": 31, "points": [
        {"t": start + 250 * i, "temperature": round(20 + rnd.gauss(0, 2), 3), "humidity": round(rnd.uniform(30, 60), 2),
         "pressure": round(1013 + rnd.gauss(0, 4), 1), "battery": max(0, 100 - i // 20)} for i in range(1000)]}


def large_text(rnd):
    """A document with a 64 KiB text field."""
    words = ["wire", "tier", "call", "reply", "latency", "payload", "socket", "frame", "schema", "service"]
    text = ""
    while len(text) < 65536:
        text += rnd.choice(words) + " "
    return {"id": 77, "title": "A long note", "createdOn": "2026-12-02", "body": text[:65536]}


def nested_config():
    """A configuration nested 12 deep."""
    node = {"enabled": True, "retries": 3, "timeoutMillis": 2500}
    for depth in range(12, 0, -1):
        node = {"name": f"level{depth}", "weight": depth * 1.5, "child": node}
    return {"service": "billing", "version": 7, "root": node}


def write(name, document):
    with open(name, "w") as out:
        json.dump(document, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    rnd = random.Random(2026)
    write("accounts.json", accounts())
    write("order.json", order(rnd))
    write("telemetry.json", telemetry(rnd))
    write("large-text.json", large_text(rnd))
    write("nested-config.json", nested_config())
