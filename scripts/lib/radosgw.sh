#!/bin/bash
# Ceph's radosgw as a local S3 endpoint: one mon, one osd and one radosgw, everything under BASE, every
# daemon on 127.0.0.1 only, with Ceph's own authentication (cephx: keys in BASE/keyring, readable by the
# owner only), so another local user cannot talk to the monitor or the OSD directly.
# Adapted from the team's measured recipe in /work/shared/tools/s3-radosgw/ (start.sh, stop.sh, README.md),
# which is not part of the repository, so CI and a new clone carry their own copy. Changes from it: the
# monitor's port is chosen by the caller, a `bluestore` store keeps objects in a sparse file under BASE so a
# cluster restarts with its data (the recipe's memstore keeps them in memory only), `start` reuses such a
# cluster instead of wiping it, and cephx replaces the recipe's `auth none` (a kept cluster made with
# `auth none` is given keys and switched over at its next start, its objects kept). The recipe's OSD listened
# on 0.0.0.0 for its cluster and heartbeat messengers: `cluster addr` puts them on 127.0.0.1 too.
#
#   scripts/lib/radosgw.sh start BASE   RGW_PORT (7480), MON_PORT (3300; only used when BASE is created),
#                                       S3_KEY / S3_SECRET (testkey / testsecret),
#                                       RGW_STORE=memstore (fresh and in memory, for tests) | bluestore (kept)
#   scripts/lib/radosgw.sh stop BASE
#   scripts/lib/radosgw.sh gateway BASE RGW_PORT: starts radosgw alone again on a running mon and osd (it died;
#                                       the supervisor, scripts/cluster/supervisor.mjs, brings it back)
#
# Facts from the recipe: radosgw hangs for 300 s without `ms mon client mode = crc`; use path-style
# addressing; presign with requestChecksumCalculation WHEN_REQUIRED. Needs the Debian packages radosgw,
# ceph-mon, ceph-osd and ceph-common (scripts/lib/debian.mjs installs them).
set -euo pipefail
ACTION=${1:?usage: radosgw.sh start|stop BASE}
BASE=$(realpath -m "${2:?usage: radosgw.sh start|stop BASE}")
CONF=$BASE/ceph.conf
KEYRING=$BASE/keyring

# Stops the daemons recorded under BASE (radosgw, then the osd, then the monitor), waiting for each.
stop() {
  local name pid
  for name in client.rgw.x osd.0 mon.a; do
    [ -f "$BASE/run/$name.pid" ] || continue
    pid=$(cat "$BASE/run/$name.pid")
    # Only a ceph daemon of this BASE: a stale pid file may name an unrelated process by now.
    if [ -n "$pid" ] && grep -qa -- "$CONF" "/proc/$pid/cmdline" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$BASE/run/$name.pid"
  done
}

# One keyring for the cluster's four names, each with the capabilities its daemon needs.
make_keyring() {
  rm -f "$KEYRING"
  (umask 077 && ceph-authtool --create-keyring "$KEYRING" --gen-key -n mon. --cap mon 'allow *' >/dev/null)
  ceph-authtool "$KEYRING" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  ceph-authtool "$KEYRING" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap osd 'allow *' >/dev/null
  ceph-authtool "$KEYRING" --gen-key -n client.rgw.x --cap mon 'allow rw' --cap osd 'allow rwx' >/dev/null
}

# A kept cluster made with `auth none`: its monitor, still without authentication, imports the keys, then the
# config asks for cephx and binds the OSD's cluster side to loopback. The objects stay where they are.
switch_to_cephx() {
  make_keyring
  ceph-mon -i a "${C[@]}"
  timeout 30 ceph "${C[@]}" auth import -i "$KEYRING" >/dev/null
  stop
  sed -i -e 's/^auth \(cluster\|service\|client\) required = none$/auth \1 required = cephx/' \
    -e 's/^auth allow insecure global id reclaim = true$/auth allow insecure global id reclaim = false/' \
    -e "s|^public addr = 127.0.0.1$|public addr = 127.0.0.1\ncluster addr = 127.0.0.1\nkeyring = $KEYRING|" "$CONF"
}

# radosgw itself, on the mon and osd of BASE.
gateway() {
  radosgw -n client.rgw.x -c "$CONF" --rgw-frontends="beast endpoint=127.0.0.1:$1"
}

if [ "$ACTION" = stop ]; then
  stop
  exit 0
fi

if [ "$ACTION" = gateway ]; then
  rm -f "$BASE/run/client.rgw.x.pid"
  cd "$BASE"
  gateway "${RGW_PORT:?}"
  exit 0
fi

STORE=${RGW_STORE:-memstore}
RGW_PORT=${RGW_PORT:-7480}
C=(-c "$CONF")
stop # daemons left behind by a run that was killed

if [ "$STORE" = bluestore ] && [ -f "$BASE/osd/ceph-0/ready" ] && grep -q "objectstore = bluestore" "$CONF" 2>/dev/null; then
  FRESH=0
else
  FRESH=1
fi

if [ $FRESH = 1 ]; then
  MON_PORT=${MON_PORT:-3300}
  rm -rf "${BASE:?}"/{mon,osd,run,log,monmap} && mkdir -p "$BASE"/{mon,osd/ceph-0,run,log}
  FSID=$(cat /proc/sys/kernel/random/uuid)
  if [ "$STORE" = bluestore ]; then
    # A sparse 8 GB file; small caches, as this is one developer's machine.
    STORE_CONF="osd objectstore = bluestore
bluestore block create = true
bluestore block size = 8589934592
bluestore cache autotune = false
bluestore cache size = 134217728
osd memory target = 939524096"
  else
    STORE_CONF="osd objectstore = memstore
memstore device bytes = 3221225472"
  fi
  cat > "$CONF" <<CONF
[global]
fsid = $FSID
mon host = v2:127.0.0.1:$MON_PORT
mon initial members = a
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
auth allow insecure global id reclaim = false
keyring = $KEYRING
cluster addr = 127.0.0.1
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
$STORE_CONF
run dir = $BASE/run
admin socket = $BASE/run/\$name.asok
log file = $BASE/log/\$name.log
pid file = $BASE/run/\$name.pid
mon data = $BASE/mon/\$cluster-\$id
osd data = $BASE/osd/\$cluster-\$id
ms bind ipv6 = false
public addr = 127.0.0.1
mon pg warn min per osd = 0
osd max object size = 134217728
ms mon client mode = crc
[client.rgw.x]
rgw dns name = localhost
rgw enable usage log = false
CONF
  cd "$BASE"
  make_keyring
  monmaptool --clobber --create --addv a "[v2:127.0.0.1:$MON_PORT]" --fsid "$FSID" "$BASE/monmap" >/dev/null
  # The monitor's store takes every key of the keyring (its own, the admin's, the OSD's and radosgw's).
  ceph-mon --mkfs -i a --monmap "$BASE/monmap" --keyring "$KEYRING" "${C[@]}"
  ceph-mon -i a "${C[@]}"
  timeout 30 ceph "${C[@]}" osd create >/dev/null
  ceph-osd -i 0 --mkfs "${C[@]}" 2>/dev/null
  touch "$BASE/osd/ceph-0/ready"
  ceph-osd -i 0 "${C[@]}"
else
  cd "$BASE"
  grep -q "auth cluster required = none" "$CONF" && switch_to_cephx
  ceph-mon -i a "${C[@]}"
  ceph-osd -i 0 "${C[@]}"
fi

gateway "$RGW_PORT"
if [ $FRESH = 1 ]; then
  timeout 60 radosgw-admin "${C[@]}" user create --uid=test --display-name=test \
    --access-key="${S3_KEY:-testkey}" --secret="${S3_SECRET:-testsecret}" >/dev/null
fi
# The caller waits for the endpoint to answer (scripts/lib/radosgw.mjs).
echo "radosgw starting on 127.0.0.1:$RGW_PORT"
