from kgqa.candidates.gold import GoldValue, gold_instances, unescape_local

NS = "http://valuenet/ontop/"


def test_pn_local_escape_is_removed():
    # rdflib keeps the backslash; the KG's IRIs have none
    assert unescape_local(r"singer\#name") == "singer#name"
    g = gold_instances(r"SELECT ?n WHERE { ?t1 a :singer . ?t1 :singer\#name ?n . }")
    assert g.relations == (NS + "singer#name",)
    assert g.types == (NS + "singer",)
    assert not any("\\" in r for r in g.relations)


def test_types_relations_values_and_limit():
    q = (r"SELECT ?T1_name WHERE { ?T1 a :country . ?T1 :country\#name ?T1_name . "
         r"?T2 :city\#ref-countrycode ?T1 . ?T1 :country\#population ?p . "
         r"FILTER(?T1_continent = 'Asia' && ?p > 2000000) . } GROUP BY ?T1_name HAVING(count(*) >= 3) "
         r"ORDER BY DESC(?p) LIMIT 5")
    g = gold_instances(q)
    assert g.types == (NS + "country",)
    assert set(g.relations) == {NS + "country#name", NS + "city#ref-countrycode", NS + "country#population"}
    assert g.values == (GoldValue("Asia", "string"), GoldValue("2000000", "number"), GoldValue("3", "number"))
    assert g.entities == ()


def test_variables_with_digits_are_not_values_and_contains_string_is():
    q = r"select ?x where { ?t22 a :song . ?t22 :song\#title ?aggregation_t22_age_61 . FILTER(contains(?x, 'Hey')) }"
    g = gold_instances(q)
    assert g.values == (GoldValue("Hey", "string"),)


def test_declared_prefix_and_entity_constant():
    q = "PREFIX ex: <http://ex.org/> SELECT ?x WHERE { ex:alice ex:knows ?x . ?x rdf:type ex:Person . ?x ex:born 1980-01-02 }"
    g = gold_instances(q)
    assert g.entities == ("http://ex.org/alice",)
    assert g.relations == ("http://ex.org/knows", "http://ex.org/born")
    assert g.types == ("http://ex.org/Person",)
    assert g.values == (GoldValue("1980-01-02", "date"),)


def test_every_dev_query_yields_gold_instances():
    from kgqa.data.spider4sparql import load_split

    dev = load_split("dev")
    n_types = sum(len(gold_instances(e.query).types) for e in dev)
    assert n_types > len(dev)  # every query has at least one type, joins have more
